import { SearchInput, SelectInput } from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { List } from '../shared/List'
import { DateTimeField } from '../shared/DateTimeField'
import { ListEmpty } from '../shared/ListEmpty'
import { UserReferenceInput } from '../shared/UserReferenceInput'
import { enumFieldOf } from '../shared/EnumField'
import { HelpRequestStatusField } from '../shared/enumFields'
import { HELP_REQUEST_STATUSES, HELP_REQUEST_TOPICS, choicesOf } from '../shared/choices'

export const TopicField = enumFieldOf('app.help-requests.topic', {}, 'text')

const helpRequestFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf('app.help-requests.status', HELP_REQUEST_STATUSES)}
    alwaysOn
  />,
  <SelectInput
    key="topic"
    source="topic"
    choices={choicesOf('app.help-requests.topic', HELP_REQUEST_TOPICS)}
    alwaysOn
  />,
  <UserReferenceInput
    key="user_id"
    source="user_id"
    label="resources.help-requests.fields.user_id"
  />,
]

export default function HelpRequestList() {
  return (
    <List
      filters={helpRequestFilters}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<ListEmpty />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="user_name" disableSort />
        <DataTable.Col source="topic" field={TopicField} />
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="status" field={HelpRequestStatusField} />
        <DataTable.Col source="created_at" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
