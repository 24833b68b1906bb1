import type { SubscriptionRecord } from '../../types'
import { List } from '../shared/List'
import { fieldsOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'
import { BILLING_PERIODS, PLANS, SUBSCRIPTION_STATUSES } from '../shared/choices'

const {
  BooleanField,
  DataTable,
  DateOnlyField,
  DateTimeField,
  MoneyField,
  PeriodField,
  PlanField,
  SubscriptionStatusField,
} = fieldsOf<SubscriptionRecord>()

const filters = filtersOf<SubscriptionRecord>('subscriptions')

const subscriptionFilters = [
  filters.choice('status', 'app.subscriptions.status', SUBSCRIPTION_STATUSES, { alwaysOn: true }),
  filters.choice('plan', 'app.subscriptions.plan', PLANS, { alwaysOn: true }),
  filters.choice('period', 'app.subscriptions.period', BILLING_PERIODS),
  filters.member('userId'),
]

export default function SubscriptionList() {
  return (
    <List<SubscriptionRecord>
      filters={subscriptionFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="userName" disableSort />
        <DataTable.Col source="plan" field={PlanField} />
        <DataTable.Col source="period" disableSort field={PeriodField} />
        <DataTable.Col source="status" field={SubscriptionStatusField} />
        <DataTable.Col source="priceCents" disableSort field={MoneyField} align="right" />
        <DataTable.Col source="currentPeriodEnd" field={DateOnlyField} />
        <DataTable.Col source="cancelAtPeriodEnd" disableSort field={BooleanField} />
        <DataTable.Col source="createdAt" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
