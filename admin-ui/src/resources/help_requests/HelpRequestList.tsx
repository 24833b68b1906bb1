import { DataTable, List } from 'react-admin'
import { DateTimeField } from '../shared/DateTimeField'
import { ListEmpty } from '../shared/ListEmpty'
import { UserReferenceInput } from '../shared/UserReferenceInput'
import { enumFieldOf } from '../shared/EnumField'
import { HelpRequestStatusField } from '../shared/enumFields'

export const TopicField = enumFieldOf('app.help-requests.topic', {}, 'text')

const helpRequestFilters = [
  <UserReferenceInput
    key="user_id"
    source="user_id"
    label="resources.help-requests.fields.user_id"
    alwaysOn
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
        <DataTable.Col source="topic" disableSort field={TopicField} />
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="status" disableSort field={HelpRequestStatusField} />
        <DataTable.Col source="created_at" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
