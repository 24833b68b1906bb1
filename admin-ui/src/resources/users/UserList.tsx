import {
  DateInput,
  ExportButton,
  FilterButton,
  SearchInput,
  SelectInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { List } from '../shared/List'
import { DateTimeField } from '../shared/DateTimeField'
import { RoleField, UserStatusField } from '../shared/enumFields'
import { ROLES, USER_STATUSES, choicesOf } from '../shared/choices'
import { BulkSuspendButton } from './UserActions'

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={choicesOf('app.users.role', ROLES)} />,
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf('app.users.status', USER_STATUSES)}
  />,
  <DateInput key="created_at_gte" source="created_at_gte" />,
  <DateInput key="created_at_lte" source="created_at_lte" />,
]

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
)

const FullName = () => {
  const record = useRecordContext()
  return <>{record?.full_name}</>
}

export default function UserList() {
  return (
    <List
      filters={userFilters}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={<BulkSuspendButton />}>
        <DataTable.Col source="id" />
        <DataTable.Col source="last_name" label="resources.users.fields.full_name">
          <FullName />
        </DataTable.Col>
        <DataTable.Col source="email" />
        <DataTable.Col source="role" field={RoleField} />
        <DataTable.Col source="status" field={UserStatusField} />
        <DataTable.Col source="last_login_at" field={DateTimeField} />
        <DataTable.Col source="created_at" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
