import type { UserRecord } from '../../types'
import { List } from '../shared/List'
import { FullNameField } from '../shared/FullNameField'
import { fieldsOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'
import { ROLES, USER_STATUSES } from '../shared/choices'
import { BulkSuspendButton } from './UserActions'

const { DataTable, DateTimeField, RoleField, UserStatusField } = fieldsOf<UserRecord>()

const filters = filtersOf<UserRecord>('users')

const userFilters = [
  filters.search(),
  filters.choice('role', 'app.users.role', ROLES),
  filters.choice('status', 'app.users.status', USER_STATUSES),
  ...filters.dateRange('createdAt'),
]

export default function UserList() {
  return (
    <List<UserRecord> filters={userFilters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={<BulkSuspendButton />}>
        <DataTable.Col source="id" />
        <DataTable.Col source="lastName" label="resources.users.fields.fullName">
          <FullNameField />
        </DataTable.Col>
        <DataTable.Col source="email" />
        <DataTable.Col source="role" field={RoleField} />
        <DataTable.Col source="status" field={UserStatusField} />
        <DataTable.Col source="lastLoginAt" field={DateTimeField} />
        <DataTable.Col source="createdAt" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
