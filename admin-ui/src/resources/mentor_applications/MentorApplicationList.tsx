import type { MentorApplicationRecord } from '../../types'
import { List } from '../shared/List'
import { fieldsOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'
import { APPLICATION_BASES, APPLICATION_STATUSES } from '../shared/choices'
import { ReviewButtons } from './ApplicationActions'

const { ApplicationBasisField, ApplicationStatusField, DataTable, DateTimeField } =
  fieldsOf<MentorApplicationRecord>()
const filters = filtersOf<MentorApplicationRecord>('mentor-applications')

const applicationFilters = [
  filters.search(),
  filters.choice('status', 'app.mentor-applications.status', APPLICATION_STATUSES, {
    alwaysOn: true,
  }),
  filters.choice('basis', 'app.mentor-applications.basis', APPLICATION_BASES),
  filters.member('userId'),
]

export default function MentorApplicationList() {
  return (
    <List<MentorApplicationRecord>
      filters={applicationFilters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="applicantName" disableSort />
        <DataTable.Col source="applicantEmail" disableSort />
        <DataTable.Col source="basis" disableSort field={ApplicationBasisField} />
        <DataTable.Col source="status" field={ApplicationStatusField} />
        <DataTable.Col source="createdAt" field={DateTimeField} />
        <DataTable.Col source="reviewedAt" field={DateTimeField} />
        <DataTable.Col label="app.shared.actions" disableSort>
          <ReviewButtons />
        </DataTable.Col>
      </DataTable>
    </List>
  )
}
