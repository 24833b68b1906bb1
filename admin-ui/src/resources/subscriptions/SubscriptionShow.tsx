import {
  BooleanField,
  EmailField,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { DateTimeField } from '../shared/DateTimeField'
import { MoneyField } from '../shared/MoneyField'
import { NoneYet } from '../shared/NoneYet'
import {
  PaymentStatusField,
  PeriodField,
  PlanField,
  SubscriptionStatusField,
} from '../shared/enumFields'

export default function SubscriptionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ReferenceField source="user_id" reference="users" link="show" />
        <EmailField source="user_email" />
        <PlanField source="plan" />
        <PeriodField source="period" />
        <SubscriptionStatusField source="status" />
        <MoneyField source="price_cents" />
        <DateTimeField source="current_period_start" emptyText="—" />
        <DateTimeField source="current_period_end" emptyText="—" />
        <BooleanField source="cancel_at_period_end" />
        <DateTimeField source="started_at" emptyText="—" />
        <DateTimeField source="cancelled_at" emptyText="—" />
        <TextField source="stripe_subscription_id" emptyText="—" />
        <DateTimeField source="created_at" />
        <ReferenceManyField
          reference="payments"
          target="subscription_id"
          label="app.subscriptions.payments"
          sort={{ field: 'created_at', order: 'DESC' }}
          pagination={<Pagination />}
        >
          <DataTable rowClick="show" bulkActionButtons={false} empty={<NoneYet />}>
            <DataTable.Col source="created_at" field={DateTimeField} />
            <DataTable.Col source="description" disableSort />
            <DataTable.Col source="amount_cents" field={MoneyField} align="right" />
            <DataTable.Col source="status" field={PaymentStatusField} />
          </DataTable>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  )
}
