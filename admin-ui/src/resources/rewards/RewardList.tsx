import { ExportButton, FilterButton, SelectInput, TopToolbar } from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { List } from '../shared/List'
import { DateTimeField } from '../shared/DateTimeField'
import { ListEmpty } from '../shared/ListEmpty'
import { MoneyField } from '../shared/MoneyField'
import { UserReferenceInput } from '../shared/UserReferenceInput'
import { RewardStatusField, RewardTypeField } from '../shared/enumFields'
import { REWARD_STATUSES, REWARD_TYPES, choicesOf } from '../shared/choices'

const rewardFilters = [
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf('app.rewards.status', REWARD_STATUSES)}
    alwaysOn
  />,
  <SelectInput
    key="type"
    source="type"
    choices={choicesOf('app.rewards.type', REWARD_TYPES)}
    alwaysOn
  />,
  <UserReferenceInput
    key="referrer_user_id"
    source="referrer_user_id"
    label="resources.rewards.fields.referrer_user_id"
  />,
]

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
)

export default function RewardList() {
  return (
    <List
      filters={rewardFilters}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<ListEmpty />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="referrer_name" disableSort />
        <DataTable.Col source="type" field={RewardTypeField} />
        <DataTable.Col source="amount_cents" disableSort field={MoneyField} align="right" />
        <DataTable.Col source="status" field={RewardStatusField} />
        <DataTable.NumberCol source="attempts" disableSort />
        <DataTable.Col source="processed_at" field={DateTimeField} />
        <DataTable.Col source="created_at" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
