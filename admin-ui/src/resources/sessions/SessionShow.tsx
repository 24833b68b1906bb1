import EventBusyIcon from '@mui/icons-material/EventBusy'
import { Show, TabbedShowLayout, TopToolbar, useRecordContext } from 'react-admin'
import type { SessionRecord } from '../../types'
import { ReasonActionButton } from '../shared/ReasonActionButton'
import { fieldsOf } from '../shared/fields'
import { RULES } from '../shared/choices'
import { FeedbackList } from './FeedbackList'

const {
  BooleanField,
  CommunicationToolField,
  DateTimeField,
  EntitlementField,
  LongTextField,
  NoShowPartyField,
  NumberField,
  ReferenceField,
  SessionStatusField,
  UrlField,
  UserReferenceField,
} = fieldsOf<SessionRecord>()

/** Cancelling notifies both parties and gives the mentee's credit back (server side). */
function CancelSessionButton() {
  const record = useRecordContext<SessionRecord>()
  if (!record || !['pending', 'confirmed'].includes(record.status ?? '')) return null
  return (
    <ReasonActionButton<SessionRecord>
      path={(r) => `sessions/${r.id}/cancel`}
      label="app.sessions.actions.cancel"
      title="app.sessions.actions.cancel_title"
      content="app.sessions.actions.cancel_content"
      confirm="app.sessions.actions.cancel_confirm"
      success="app.sessions.actions.cancelled"
      reasonLabel="app.sessions.actions.reason"
      icon={<EventBusyIcon />}
      color="error"
      required
      min={1}
      max={RULES.cancelReasonMax}
      translateOptions={(r) => ({ mentor: r.mentorName, mentee: r.menteeName })}
      recipients={(r) => [
        { name: r.mentorName, locale: r.mentorLocale },
        { name: r.menteeName, locale: r.menteeLocale },
      ]}
    />
  )
}

const Actions = () => (
  <TopToolbar>
    <CancelSessionButton />
  </TopToolbar>
)

export default function SessionShow() {
  return (
    <Show actions={<Actions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="app.sessions.tabs.summary">
          <SessionStatusField source="status" />
          {/* A deleted party: the session stays, the person shown as a former member. */}
          <ReferenceField
            source="mentorUserId"
            reference="mentors"
            link="show"
            emptyText="app.sessions.former_member"
          />
          <UserReferenceField source="menteeUserId" emptyText="app.sessions.former_member" />
          <DateTimeField source="startsAt" />
          <DateTimeField source="endsAt" />
          <NumberField source="durationMinutes" />
          <CommunicationToolField source="communicationTool" />
          <UrlField source="meetingLink" target="_blank" rel="noopener noreferrer" />
          <BooleanField source="isFreeCall" />
          <EntitlementField source="entitlement" />
          <DateTimeField source="createdAt" />
          <DateTimeField source="cancelledAt" />
          <UserReferenceField source="cancelledByUserId" />
          <LongTextField source="cancelReason" />
          {/* The no-show the session carries: its record has the notes, history and decision. */}
          <ReferenceField source="noShowId" reference="no-shows" link="show" />
          <NoShowPartyField source="noShowAbsentParty" />
        </TabbedShowLayout.Tab>
        {/* What the parties were sent, and when (each e-mail goes once: these are its claims). */}
        <TabbedShowLayout.Tab label="app.sessions.tabs.follow_through" path="follow-through">
          <DateTimeField source="mentorConfirmedAt" />
          <DateTimeField source="nudgeSentAt" />
          <DateTimeField source="reminderSentAt" />
          <DateTimeField source="finalReminderSentAt" />
          <DateTimeField source="feedbackRequestedAt" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.sessions.tabs.request" path="request">
          <LongTextField source="objective" />
          <LongTextField source="problem" />
          <LongTextField source="desiredOutcome" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.sessions.tabs.feedback" path="feedback">
          <FeedbackList />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  )
}
