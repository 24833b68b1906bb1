import {
  AutocompleteInput,
  BooleanField,
  DateInput,
  ExportButton,
  FilterButton,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { List } from '../shared/List'
import { DateTimeField } from '../shared/DateTimeField'
import { ListEmpty } from '../shared/ListEmpty'
import { SessionStatusField } from '../shared/enumFields'
import { SESSION_STATUSES, choicesOf } from '../shared/choices'

const sessionFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf('app.sessions.status', SESSION_STATUSES)}
    alwaysOn
  />,
  <DateInput key="starts_at_gte" source="starts_at_gte" />,
  <DateInput key="starts_at_lte" source="starts_at_lte" />,
  <ReferenceInput key="mentor_user_id" source="mentor_user_id" reference="mentors">
    <AutocompleteInput
      filterToQuery={(q) => ({ q })}
      label="resources.sessions.fields.mentor_user_id"
    />
  </ReferenceInput>,
  <ReferenceInput key="mentee_user_id" source="mentee_user_id" reference="users">
    <AutocompleteInput
      filterToQuery={(q) => ({ q })}
      label="resources.sessions.fields.mentee_user_id"
    />
  </ReferenceInput>,
]

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
)

export default function SessionList() {
  return (
    <List
      filters={sessionFilters}
      actions={<ListActions />}
      sort={{ field: 'starts_at', order: 'DESC' }}
      empty={<ListEmpty />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="starts_at" field={DateTimeField} />
        <DataTable.Col source="mentor_name" disableSort />
        <DataTable.Col source="mentee_name" disableSort />
        <DataTable.NumberCol source="duration_minutes" disableSort />
        <DataTable.Col source="status" field={SessionStatusField} />
        <DataTable.Col source="is_free_call" disableSort field={BooleanField} />
        <DataTable.Col source="created_at" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
