import { Typography } from '@mui/material'
import { useListContext, useTranslate } from 'react-admin'
import type { ConversationReportRecord } from '../../types'
import { List } from '../shared/List'
import { fieldsOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'
import {
  CONVERSATION_REPORT_REASONS,
  CONVERSATION_REPORT_STATUSES,
  CONVERSATION_SIDES,
} from '../shared/choices'

const { DataTable, DateTimeField, ConversationReportReasonField, ConversationReportStatusField } =
  fieldsOf<ConversationReportRecord>()

const filters = filtersOf<ConversationReportRecord>('conversation-reports')

const reportFilters = [
  filters.search(),
  filters.choice('status', 'app.conversation-reports.status', CONVERSATION_REPORT_STATUSES, {
    alwaysOn: true,
  }),
  filters.choice('reason', 'app.conversation-reports.reason', CONVERSATION_REPORT_REASONS),
  filters.choice('reporterSide', 'app.conversation-reports.side', CONVERSATION_SIDES),
]

/** An empty queue says so: no report waits for the team (or nothing matches the filters). */
function QueueEmpty() {
  const translate = useTranslate()
  const { filterValues } = useListContext()
  const queue = filterValues.status === 'open' && Object.keys(filterValues).length === 1
  return (
    <Typography component="p" sx={{ p: 2, color: 'text.secondary' }}>
      {translate(
        queue ? 'app.conversation-reports.empty_queue' : 'app.conversation-reports.empty_filtered'
      )}
    </Typography>
  )
}

/**
 * The queue of reported conversations: the open reports, oldest first (the filter shows the
 * handled ones too). The list never shows a message: reading one is the report's own page.
 */
export default function ConversationReportList() {
  return (
    <List<ConversationReportRecord>
      filters={reportFilters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false} empty={<QueueEmpty />}>
        <DataTable.Col source="createdAt" field={DateTimeField} />
        <DataTable.Col source="reason" field={ConversationReportReasonField} />
        <DataTable.Col source="reporterName" disableSort />
        <DataTable.Col source="reportedName" disableSort />
        <DataTable.NumberCol source="messageCount" disableSort />
        <DataTable.Col source="status" field={ConversationReportStatusField} />
      </DataTable>
    </List>
  )
}
