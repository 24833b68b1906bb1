import GavelIcon from '@mui/icons-material/Gavel'
import EventAvailableIcon from '@mui/icons-material/EventAvailable'
import { Show, TabbedShowLayout, TopToolbar, useRecordContext } from 'react-admin'
import type { NoShowRecord } from '../../types'
import { ReasonActionButton } from '../shared/ReasonActionButton'
import { fieldsOf } from '../shared/fields'
import { RULES } from '../shared/choices'
import { SessionHistory } from './SessionHistory'

const {
  DateTimeField,
  EntitlementField,
  LongTextField,
  NoShowPartyField,
  NoShowStatusField,
  ReferenceField,
  SessionStatusField,
  UserReferenceField,
} = fieldsOf<NoShowRecord>()

/**
 * The two decisions on a disputed no-show, each with an optional note both parties read:
 * it stands (upheld; the mentee's credit back when the mentor was absent), or it did not happen.
 */
function DecisionButtons() {
  const record = useRecordContext<NoShowRecord>()
  if (!record || record.status !== 'disputed') return null
  const common = {
    reasonLabel: 'app.no-shows.actions.note',
    max: RULES.noShowNoteMax,
    translateOptions: (r: NoShowRecord) => ({
      mentor: r.mentorName,
      mentee: r.menteeName,
      absent: r.absentParty === 'mentor' ? r.mentorName : r.menteeName,
    }),
    recipients: (r: NoShowRecord) => [
      { name: r.mentorName, locale: r.mentorLocale },
      { name: r.menteeName, locale: r.menteeLocale },
    ],
  }
  return (
    <>
      <ReasonActionButton<NoShowRecord>
        {...common}
        path={(r) => `no-shows/${r.id}/uphold`}
        label="app.no-shows.actions.uphold"
        title="app.no-shows.actions.uphold_title"
        content={
          record.absentParty === 'mentor'
            ? 'app.no-shows.actions.uphold_content_mentor'
            : 'app.no-shows.actions.uphold_content_mentee'
        }
        confirm="app.no-shows.actions.uphold_confirm"
        success="app.no-shows.actions.upheld"
        icon={<GavelIcon />}
      />
      <ReasonActionButton<NoShowRecord>
        {...common}
        path={(r) => `no-shows/${r.id}/dismiss`}
        label="app.no-shows.actions.dismiss"
        title="app.no-shows.actions.dismiss_title"
        content="app.no-shows.actions.dismiss_content"
        confirm="app.no-shows.actions.dismiss_confirm"
        success="app.no-shows.actions.dismissed"
        icon={<EventAvailableIcon />}
      />
    </>
  )
}

const Actions = () => (
  <TopToolbar>
    <DecisionButtons />
  </TopToolbar>
)

export default function NoShowShow() {
  return (
    <Show actions={<Actions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="app.no-shows.tabs.report">
          <NoShowStatusField source="status" />
          <NoShowPartyField source="absentParty" />
          <ReferenceField source="sessionId" reference="sessions" link="show" />
          <ReferenceField
            source="mentorUserId"
            reference="mentors"
            link="show"
            emptyText="app.sessions.former_member"
          />
          <UserReferenceField source="menteeUserId" emptyText="app.sessions.former_member" />
          <UserReferenceField source="reporterUserId" />
          <DateTimeField source="reportedAt" />
          <LongTextField source="reportNote" />
          <DateTimeField source="disputedAt" />
          <LongTextField source="disputeNote" />
          <DateTimeField source="decidedAt" />
          <UserReferenceField source="decidedByUserId" />
          <LongTextField source="decisionNote" />
          <DateTimeField source="settledAt" />
          <EntitlementField source="entitlement" />
          <DateTimeField source="entitlementReturnedAt" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.no-shows.tabs.history" path="history">
          <SessionStatusField source="sessionStatus" />
          <DateTimeField source="sessionStartsAt" />
          <DateTimeField source="sessionEndsAt" />
          <SessionHistory />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  )
}
