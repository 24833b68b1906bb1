import type { UserRecord } from '../../types'
import { List } from '../shared/List'
import { ListActions } from '../shared/ListActions'
import { FullNameField } from '../shared/FullNameField'
import { fieldsOf } from '../shared/fields'
import { choiceFilter, dateRangeFilters, searchFilter } from '../shared/filters'
import { ROLES, USER_STATUSES } from '../shared/choices'
import { BulkSuspendButton } from './UserActions'

const { DataTable, DateTimeField, RoleField, UserStatusField } = fieldsOf<UserRecord>()

const userFilters = [
  searchFilter(),
  choiceFilter('role', 'app.users.role', ROLES),
  choiceFilter('status', 'app.users.status', USER_STATUSES),
  ...dateRangeFilters('created_at'),
]

export default function UserList() {
  return (
    <List<UserRecord>
      filters={userFilters}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={<BulkSuspendButton />}>
        <DataTable.Col source="id" />
        <DataTable.Col source="last_name" label="resources.users.fields.full_name">
          <FullNameField />
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
