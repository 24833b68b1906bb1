import type { SessionRecord } from '../../types'
import { List } from '../shared/List'
import { ListActions } from '../shared/ListActions'
import { ListEmpty } from '../shared/ListEmpty'
import { fieldsOf } from '../shared/fields'
import { choiceFilter, dateRangeFilters, memberFilter, searchFilter } from '../shared/filters'
import { SESSION_STATUSES } from '../shared/choices'

const { BooleanField, DataTable, DateTimeField, SessionStatusField } = fieldsOf<SessionRecord>()

const sessionFilters = [
  searchFilter(),
  choiceFilter('status', 'app.sessions.status', SESSION_STATUSES, { alwaysOn: true }),
  ...dateRangeFilters('starts_at'),
  memberFilter('sessions', 'mentor_user_id', 'mentors'),
  memberFilter('sessions', 'mentee_user_id'),
]

export default function SessionList() {
  return (
    <List<SessionRecord>
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
