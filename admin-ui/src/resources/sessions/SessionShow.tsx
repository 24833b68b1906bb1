import EventBusyIcon from '@mui/icons-material/EventBusy'
import {
  BooleanField,
  NumberField,
  ReferenceField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  UrlField,
  useRecordContext,
} from 'react-admin'
import { DateTimeField } from '../shared/DateTimeField'
import { ReasonActionButton } from '../shared/ReasonActionButton'
import { enumFieldOf } from '../shared/EnumField'
import { SessionStatusField } from '../shared/enumFields'
import { RULES } from '../shared/choices'
import { FeedbackList } from './FeedbackList'

/** Cancelling notifies both parties and gives the mentee's credit back (server side). */
function CancelSessionButton() {
  const record = useRecordContext()
  if (!record || !['pending', 'confirmed'].includes(record.status)) return null
  return (
    <ReasonActionButton
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

const ToolField = enumFieldOf('app.sessions.communication_tool', {}, 'text')
const EntitlementField = enumFieldOf('app.sessions.entitlement', {}, 'text')
const multiline = { whiteSpace: 'pre-line' } as const

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
          <ReferenceField
            source="mentee_user_id"
            reference="users"
            link="show"
            emptyText="app.sessions.former_member"
          />
          <DateTimeField source="starts_at" />
          <DateTimeField source="ends_at" />
          <NumberField source="duration_minutes" />
          <ToolField source="communication_tool" />
          <UrlField source="meeting_link" target="_blank" rel="noopener noreferrer" emptyText="—" />
          <BooleanField source="is_free_call" />
          <EntitlementField source="entitlement" />
          <DateTimeField source="created_at" />
          <DateTimeField source="cancelled_at" emptyText="—" />
          <ReferenceField
            source="cancelled_by_user_id"
            reference="users"
            link="show"
            emptyText="—"
          />
          <TextField source="cancel_reason" emptyText="—" sx={multiline} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.sessions.tabs.request" path="request">
          <TextField source="objective" emptyText="—" sx={multiline} />
          <TextField source="problem" emptyText="—" sx={multiline} />
          <TextField source="desired_outcome" emptyText="—" sx={multiline} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.sessions.tabs.feedback" path="feedback">
          <FeedbackList />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  )
}
