import BlockIcon from '@mui/icons-material/Block'
import DoneIcon from '@mui/icons-material/Done'
import { Show, TabbedShowLayout, TopToolbar, useRecordContext } from 'react-admin'
import type { ConversationReportRecord } from '../../types'
import { ConfirmActionButton } from '../shared/ConfirmActionButton'
import { fieldsOf } from '../shared/fields'
import { ReportedMessages } from './ReportedMessages'

const {
  DateTimeField,
  ConversationReportReasonField,
  ConversationReportStatusField,
  ConversationSideField,
  LongTextField,
  NumberField,
  UserReferenceField,
} = fieldsOf<ConversationReportRecord>()

/** An open report: dismiss it, or suspend the member it is about (signed out, their sessions cancelled). */
function DecisionButtons() {
  const record = useRecordContext<ConversationReportRecord>()
  if (!record || record.status !== 'open') return null
  const names = (r: ConversationReportRecord) => ({
    reported: r.reportedName,
    reporter: r.reporterName,
  })
  return (
    <>
      <ConfirmActionButton<ConversationReportRecord>
        path={(r) => `conversation-reports/${r.id}/dismiss`}
        label="app.conversation-reports.actions.dismiss"
        title="app.conversation-reports.actions.dismiss_title"
        content="app.conversation-reports.actions.dismiss_content"
        success="app.conversation-reports.actions.dismissed"
        translateOptions={names}
        icon={<DoneIcon />}
      />
      {record.reportedUserId === null ? null : (
        <ConfirmActionButton<ConversationReportRecord>
          path={(r) => `conversation-reports/${r.id}/suspend`}
          label="app.conversation-reports.actions.suspend"
          title="app.conversation-reports.actions.suspend_title"
          content="app.conversation-reports.actions.suspend_content"
          success="app.conversation-reports.actions.suspended"
          translateOptions={names}
          color="error"
          icon={<BlockIcon />}
        />
      )}
    </>
  )
}

const Actions = () => (
  <TopToolbar>
    <DecisionButtons />
  </TopToolbar>
)

/** A report and, on its second tab, the conversation it is about (each reading audited). */
export default function ConversationReportShow() {
  return (
    <Show actions={<Actions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="app.conversation-reports.tabs.report">
          <ConversationReportStatusField source="status" />
          <ConversationReportReasonField source="reason" />
          <LongTextField source="details" />
          <ConversationSideField source="reporterSide" />
          <UserReferenceField source="reporterUserId" emptyText="app.sessions.former_member" />
          <UserReferenceField source="reportedUserId" emptyText="app.sessions.former_member" />
          <UserReferenceField source="menteeUserId" emptyText="app.sessions.former_member" />
          <UserReferenceField source="mentorUserId" emptyText="app.sessions.former_member" />
          <NumberField source="messageCount" />
          <DateTimeField source="createdAt" />
          <DateTimeField source="handledAt" />
          <UserReferenceField source="handledByUserId" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.conversation-reports.tabs.messages" path="messages">
          <ReportedMessages />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  )
}
