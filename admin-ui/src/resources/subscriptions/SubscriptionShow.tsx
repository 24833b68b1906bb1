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
        <UserReferenceField source="userId" />
        <EmailField source="userEmail" />
        <PlanField source="plan" />
        <PeriodField source="period" />
        <SubscriptionStatusField source="status" />
        <MoneyField source="priceCents" />
        <DateTimeField source="currentPeriodStart" />
        <DateTimeField source="currentPeriodEnd" />
        <BooleanField source="cancelAtPeriodEnd" />
        <DateTimeField source="startedAt" />
        <DateTimeField source="cancelledAt" />
        <TextField source="stripeSubscriptionId" />
        <DateTimeField source="createdAt" />
        <RelatedRecords
          reference="payments"
          target="subscriptionId"
          label="app.subscriptions.payments"
          sort={{ field: 'createdAt', order: 'DESC' }}
        >
          <Payments.Col source="createdAt" field={Payments.DateTimeField} />
          <Payments.Col source="description" disableSort />
          <Payments.Col source="amountCents" field={Payments.MoneyField} align="right" />
          <Payments.Col source="status" field={Payments.PaymentStatusField} />
        </RelatedRecords>
      </SimpleShowLayout>
    </Show>
  )
}
