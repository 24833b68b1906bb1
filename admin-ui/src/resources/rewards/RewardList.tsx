import type { RewardRecord } from '../../types'
import { List } from '../shared/List'
import { fieldsOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'
import { REWARD_STATUSES, REWARD_TYPES } from '../shared/choices'

const { DataTable, DateTimeField, MoneyField, RewardStatusField, RewardTypeField } =
  fieldsOf<RewardRecord>()
const filters = filtersOf<RewardRecord>('rewards')

const rewardFilters = [
  filters.choice('status', 'app.rewards.status', REWARD_STATUSES, { alwaysOn: true }),
  filters.choice('type', 'app.rewards.type', REWARD_TYPES, { alwaysOn: true }),
  filters.member('referrerUserId'),
]

export default function RewardList() {
  return (
    <List<RewardRecord> filters={rewardFilters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="referrerName" disableSort />
        <DataTable.Col source="type" field={RewardTypeField} />
        <DataTable.Col source="amountCents" disableSort field={MoneyField} align="right" />
        <DataTable.Col source="status" field={RewardStatusField} />
        <DataTable.NumberCol source="attempts" disableSort />
        <DataTable.Col source="processedAt" field={DateTimeField} />
        <DataTable.Col source="createdAt" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
