import type { ReferralRecord } from '../../types'
import { List } from '../shared/List'
import { ListActions } from '../shared/ListActions'
import { ListEmpty } from '../shared/ListEmpty'
import { fieldsOf } from '../shared/fields'
import { choiceFilter, memberFilter } from '../shared/filters'
import { REFERRAL_STATUSES } from '../shared/choices'

const { DataTable, DateOnlyField, DateTimeField, ReferralStatusField } = fieldsOf<ReferralRecord>()

const referralFilters = [
  choiceFilter('status', 'app.referrals.status', REFERRAL_STATUSES, { alwaysOn: true }),
  memberFilter('referrals', 'referrerUserId'),
  memberFilter('referrals', 'referredUserId'),
]

export default function ReferralList() {
  return (
    <List<ReferralRecord>
      filters={referralFilters}
      actions={<ListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<ListEmpty />}
    >
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
