import type { RewardRecord } from '../../types'
import { List } from '../shared/List'
import { ListActions } from '../shared/ListActions'
import { ListEmpty } from '../shared/ListEmpty'
import { fieldsOf } from '../shared/fields'
import { choiceFilter, memberFilter } from '../shared/filters'
import { REWARD_STATUSES, REWARD_TYPES } from '../shared/choices'

const { DataTable, DateTimeField, MoneyField, RewardStatusField, RewardTypeField } =
  fieldsOf<RewardRecord>()

const rewardFilters = [
  choiceFilter('status', 'app.rewards.status', REWARD_STATUSES, { alwaysOn: true }),
  choiceFilter('type', 'app.rewards.type', REWARD_TYPES, { alwaysOn: true }),
  memberFilter('rewards', 'referrerUserId'),
]

export default function RewardList() {
  return (
    <List<RewardRecord>
      filters={rewardFilters}
      actions={<ListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<ListEmpty />}
    >
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
