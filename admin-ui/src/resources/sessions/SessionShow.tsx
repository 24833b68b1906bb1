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
      translateOptions={(r) => ({ mentor: r.mentor_name, mentee: r.mentee_name })}
      recipients={(r) => [
        { name: r.mentor_name, locale: r.mentor_locale },
        { name: r.mentee_name, locale: r.mentee_locale },
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
            source="mentor_user_id"
            reference="mentors"
            link="show"
            emptyText="app.sessions.former_member"
          />
          <UserReferenceField source="mentee_user_id" emptyText="app.sessions.former_member" />
          <DateTimeField source="starts_at" />
          <DateTimeField source="ends_at" />
          <NumberField source="duration_minutes" />
          <CommunicationToolField source="communication_tool" />
          <UrlField source="meeting_link" target="_blank" rel="noopener noreferrer" emptyText="—" />
          <BooleanField source="is_free_call" />
          <EntitlementField source="entitlement" />
          <DateTimeField source="created_at" />
          <DateTimeField source="cancelled_at" emptyText="—" />
          <UserReferenceField source="cancelled_by_user_id" emptyText="—" />
          <LongTextField source="cancel_reason" emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.sessions.tabs.request" path="request">
          <LongTextField source="objective" emptyText="—" />
          <LongTextField source="problem" emptyText="—" />
          <LongTextField source="desired_outcome" emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.sessions.tabs.feedback" path="feedback">
          <FeedbackList />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  )
}
