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
  memberFilter('referrals', 'referrer_user_id'),
  memberFilter('referrals', 'referred_user_id'),
]

export default function ReferralList() {
  return (
    <List<ReferralRecord>
      filters={referralFilters}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<ListEmpty />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="referrer_name" disableSort />
        <DataTable.Col source="referred_name" disableSort />
        <DataTable.Col source="code" disableSort />
        <DataTable.Col source="status" field={ReferralStatusField} />
        <DataTable.Col source="created_at" field={DateTimeField} />
        <DataTable.Col source="converted_at" field={DateTimeField} />
        <DataTable.Col source="expires_at" disableSort field={DateOnlyField} />
      </DataTable>
    </List>
  )
}
