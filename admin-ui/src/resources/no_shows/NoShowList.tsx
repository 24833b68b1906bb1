import { Typography } from '@mui/material'
import { useListContext, useTranslate } from 'react-admin'
import type { NoShowRecord } from '../../types'
import { List } from '../shared/List'
import { fieldsOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'
import { NO_SHOW_PARTIES, NO_SHOW_STATUSES } from '../shared/choices'

const { DataTable, DateTimeField, NoShowPartyField, NoShowStatusField } = fieldsOf<NoShowRecord>()

const filters = filtersOf<NoShowRecord>('no-shows')

const noShowFilters = [
  filters.search(),
  filters.choice('status', 'app.no-shows.status', NO_SHOW_STATUSES, { alwaysOn: true }),
  filters.choice('absentParty', 'app.no-shows.absentParty', NO_SHOW_PARTIES, { alwaysOn: true }),
  filters.member('mentorUserId', 'mentors'),
  filters.member('menteeUserId'),
]

/** An empty queue says so: no dispute waits for a decision (or nothing matches the filters). */
function QueueEmpty() {
  const translate = useTranslate()
  const { filterValues } = useListContext()
  const queue = filterValues.status === 'disputed' && Object.keys(filterValues).length === 1
  return (
    <Typography component="p" sx={{ p: 2, color: 'text.secondary' }}>
      {translate(queue ? 'app.no-shows.empty_queue' : 'app.no-shows.empty_filtered')}
    </Typography>
  )
}

/** The dispute queue: the disputed reports, oldest first (the filter can be changed to see all). */
export default function NoShowList() {
  return (
    <List<NoShowRecord>
      filters={noShowFilters}
      filterDefaultValues={{ status: 'disputed' }}
      sort={{ field: 'reportedAt', order: 'ASC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false} empty={<QueueEmpty />}>
        <DataTable.Col source="sessionId" disableSort />
        <DataTable.Col source="sessionStartsAt" field={DateTimeField} />
        <DataTable.Col source="mentorName" disableSort />
        <DataTable.Col source="menteeName" disableSort />
        <DataTable.Col source="absentParty" disableSort field={NoShowPartyField} />
        <DataTable.Col source="status" field={NoShowStatusField} />
        <DataTable.Col source="reportedAt" field={DateTimeField} />
        <DataTable.Col source="disputedAt" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
