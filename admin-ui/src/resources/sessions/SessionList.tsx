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
  ...dateRangeFilters('startsAt'),
  memberFilter('sessions', 'mentorUserId', 'mentors'),
  memberFilter('sessions', 'menteeUserId'),
]

export default function SessionList() {
  return (
    <List<SessionRecord>
      filters={sessionFilters}
      actions={<ListActions />}
      sort={{ field: 'startsAt', order: 'DESC' }}
      empty={<ListEmpty />}
    >
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
