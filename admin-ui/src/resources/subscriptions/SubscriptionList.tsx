import { BooleanField, ExportButton, FilterButton, SelectInput, TopToolbar } from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { List } from '../shared/List'
import { DateOnlyField, DateTimeField } from '../shared/DateTimeField'
import { ListEmpty } from '../shared/ListEmpty'
import { MoneyField } from '../shared/MoneyField'
import { UserReferenceInput } from '../shared/UserReferenceInput'
import { PeriodField, PlanField, SubscriptionStatusField } from '../shared/enumFields'
import { BILLING_PERIODS, PLANS, SUBSCRIPTION_STATUSES, choicesOf } from '../shared/choices'

const subscriptionFilters = [
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf('app.subscriptions.status', SUBSCRIPTION_STATUSES)}
    alwaysOn
  />,
  <SelectInput
    key="plan"
    source="plan"
    choices={choicesOf('app.subscriptions.plan', PLANS)}
    alwaysOn
  />,
  <SelectInput
    key="period"
    source="period"
    choices={choicesOf('app.subscriptions.period', BILLING_PERIODS)}
  />,
  <UserReferenceInput
    key="user_id"
    source="user_id"
    label="resources.subscriptions.fields.user_id"
  />,
]

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
)

export default function SubscriptionList() {
  return (
    <List
      filters={subscriptionFilters}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<ListEmpty />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="user_name" disableSort />
        <DataTable.Col source="plan" field={PlanField} />
        <DataTable.Col source="period" disableSort field={PeriodField} />
        <DataTable.Col source="status" field={SubscriptionStatusField} />
        <DataTable.Col source="price_cents" disableSort field={MoneyField} align="right" />
        <DataTable.Col source="current_period_end" field={DateOnlyField} />
        <DataTable.Col source="cancel_at_period_end" disableSort field={BooleanField} />
        <DataTable.Col source="created_at" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
