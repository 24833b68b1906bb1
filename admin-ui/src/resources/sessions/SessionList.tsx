import type { SessionRecord } from '../../types'
import { List } from '../shared/List'
import { fieldsOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'
import { SESSION_STATUSES } from '../shared/choices'

const { BooleanField, DataTable, DateTimeField, SessionStatusField } = fieldsOf<SessionRecord>()

const filters = filtersOf<SessionRecord>('sessions')

const sessionFilters = [
  filters.search(),
  filters.choice('status', 'app.sessions.status', SESSION_STATUSES, { alwaysOn: true }),
  ...filters.dateRange('startsAt'),
  filters.member('mentorUserId', 'mentors'),
  filters.member('menteeUserId'),
]

export default function SessionList() {
  return (
    <List<SessionRecord> filters={sessionFilters} sort={{ field: 'startsAt', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="startsAt" field={DateTimeField} />
        <DataTable.Col source="mentorName" disableSort />
        <DataTable.Col source="menteeName" disableSort />
        <DataTable.NumberCol source="durationMinutes" disableSort />
        <DataTable.Col source="status" field={SessionStatusField} />
        <DataTable.Col source="isFreeCall" disableSort field={BooleanField} />
        <DataTable.Col source="createdAt" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
