import { Show, SimpleShowLayout } from 'react-admin'
import type { PaymentRecord, SubscriptionRecord } from '../../types'
import { RelatedRecords } from '../shared/RelatedRecords'
import { fieldsOf } from '../shared/fields'

const {
  BooleanField,
  DateTimeField,
  EmailField,
  MoneyField,
  PeriodField,
  PlanField,
  SubscriptionStatusField,
  TextField,
  UserReferenceField,
} = fieldsOf<SubscriptionRecord>()
const Payments = fieldsOf<PaymentRecord>()

export default function SubscriptionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <UserReferenceField source="user_id" />
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
        <RelatedRecords
          reference="payments"
          target="subscription_id"
          label="app.subscriptions.payments"
          sort={{ field: 'created_at', order: 'DESC' }}
        >
          <Payments.Col source="created_at" field={Payments.DateTimeField} />
          <Payments.Col source="description" disableSort />
          <Payments.Col source="amount_cents" field={Payments.MoneyField} align="right" />
          <Payments.Col source="status" field={Payments.PaymentStatusField} />
        </RelatedRecords>
      </SimpleShowLayout>
    </Show>
  )
}
