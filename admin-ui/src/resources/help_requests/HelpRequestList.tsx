import type { HelpRequestRecord } from '../../types'
import { List } from '../shared/List'
import { fieldsOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'
import { HELP_REQUEST_STATUSES, HELP_REQUEST_TOPICS } from '../shared/choices'

const { DataTable, DateTimeField, HelpRequestStatusField, HelpTopicField } =
  fieldsOf<HelpRequestRecord>()
const filters = filtersOf<HelpRequestRecord>('help-requests')

const helpRequestFilters = [
  filters.search(),
  filters.choice('status', 'app.help-requests.status', HELP_REQUEST_STATUSES, { alwaysOn: true }),
  filters.choice('topic', 'app.help-requests.topic', HELP_REQUEST_TOPICS, { alwaysOn: true }),
  filters.member('userId'),
]

export default function HelpRequestList() {
  return (
    <List<HelpRequestRecord>
      filters={helpRequestFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="userName" disableSort />
        <DataTable.Col source="topic" field={HelpTopicField} />
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="status" field={HelpRequestStatusField} />
        <DataTable.Col source="createdAt" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
