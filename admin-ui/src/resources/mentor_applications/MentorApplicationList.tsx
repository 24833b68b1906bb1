import { ReferenceInput, AutocompleteInput, SearchInput, SelectInput } from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { List } from '../shared/List'
import { DateTimeField } from '../shared/DateTimeField'
import { ListEmpty } from '../shared/ListEmpty'
import { ApplicationBasisField, ApplicationStatusField } from '../shared/enumFields'
import { APPLICATION_BASES, APPLICATION_STATUSES, choicesOf } from '../shared/choices'
import { ReviewButtons } from './ApplicationActions'

const applicationFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf('app.mentor-applications.status', APPLICATION_STATUSES)}
    alwaysOn
  />,
  <SelectInput
    key="basis"
    source="basis"
    choices={choicesOf('app.mentor-applications.basis', APPLICATION_BASES)}
  />,
  <ReferenceInput key="user_id" source="user_id" reference="users">
    <AutocompleteInput
      filterToQuery={(q) => ({ q })}
      label="resources.mentor-applications.fields.user_id"
    />
  </ReferenceInput>,
]

export default function MentorApplicationList() {
  return (
    <List
      filters={applicationFilters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'created_at', order: 'ASC' }}
      empty={<ListEmpty />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="applicant_name" disableSort />
        <DataTable.Col source="applicant_email" disableSort />
        <DataTable.Col source="basis" disableSort field={ApplicationBasisField} />
        <DataTable.Col source="status" field={ApplicationStatusField} />
        <DataTable.Col source="created_at" field={DateTimeField} />
        <DataTable.Col source="reviewed_at" field={DateTimeField} />
        <DataTable.Col label="app.shared.actions" disableSort>
          <ReviewButtons />
        </DataTable.Col>
      </DataTable>
    </List>
  )
}
