import type { ReferralRecord } from '../../types'
import { List } from '../shared/List'
import { fieldsOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'
import { REFERRAL_STATUSES } from '../shared/choices'

const { DataTable, DateOnlyField, DateTimeField, ReferralStatusField } = fieldsOf<ReferralRecord>()

const filters = filtersOf<ReferralRecord>('referrals')

const referralFilters = [
  filters.choice('status', 'app.referrals.status', REFERRAL_STATUSES, { alwaysOn: true }),
  filters.member('referrerUserId'),
  filters.member('referredUserId'),
]

export default function ReferralList() {
  return (
    <List<ReferralRecord> filters={referralFilters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="referrerName" disableSort />
        <DataTable.Col source="referredName" disableSort />
        <DataTable.Col source="code" disableSort />
        <DataTable.Col source="status" field={ReferralStatusField} />
        <DataTable.Col source="createdAt" field={DateTimeField} />
        <DataTable.Col source="convertedAt" field={DateTimeField} />
        <DataTable.Col source="expiresAt" disableSort field={DateOnlyField} />
      </DataTable>
    </List>
  )
}
