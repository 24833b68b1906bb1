import type { HelpRequestRecord } from '../../types'
import { List } from '../shared/List'
import { ListEmpty } from '../shared/ListEmpty'
import { fieldsOf } from '../shared/fields'
import { choiceFilter, memberFilter, searchFilter } from '../shared/filters'
import { HELP_REQUEST_STATUSES, HELP_REQUEST_TOPICS } from '../shared/choices'

const { DataTable, DateTimeField, HelpRequestStatusField, HelpTopicField } =
  fieldsOf<HelpRequestRecord>()

const helpRequestFilters = [
  searchFilter(),
  choiceFilter('status', 'app.help-requests.status', HELP_REQUEST_STATUSES, { alwaysOn: true }),
  choiceFilter('topic', 'app.help-requests.topic', HELP_REQUEST_TOPICS, { alwaysOn: true }),
  memberFilter('help-requests', 'userId'),
]

export default function HelpRequestList() {
  return (
    <List<HelpRequestRecord>
      filters={helpRequestFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<ListEmpty />}
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
