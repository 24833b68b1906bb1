import { Show, SimpleShowLayout, TopToolbar } from 'react-admin'
import type { PaymentRecord, RefundRecord } from '../../types'
import { RelatedRecords } from '../shared/RelatedRecords'
import { fieldsOf } from '../shared/fields'
import { RefundButton } from './RefundButton'

const {
  BooleanField,
  DateTimeField,
  MoneyField,
  PaymentKindField,
  PaymentStatusField,
  PeriodField,
  PlanField,
  ReferenceField,
  TextField,
  UserReferenceField,
} = fieldsOf<PaymentRecord>()
const Refunds = fieldsOf<RefundRecord>()

const Actions = () => (
  <TopToolbar>
    <RefundButton />
  </TopToolbar>
)

export default function PaymentShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <UserReferenceField source="user_id" />
        <PaymentKindField source="kind" />
        <TextField source="description" emptyText="—" />
        <MoneyField source="amount_cents" />
        <MoneyField source="refunded_cents" />
        <PaymentStatusField source="status" />
        <PlanField source="plan" />
        <PeriodField source="period" />
        <BooleanField source="is_renewal" />
        <ReferenceField
          source="subscription_id"
          reference="subscriptions"
          link="show"
          emptyText="—"
        />
        <ReferenceField source="session_id" reference="sessions" link="show" emptyText="—" />
        <DateTimeField source="paid_at" emptyText="—" />
        <DateTimeField source="created_at" />
        <RelatedRecords
          reference="refunds"
          target="invoice_id"
          label="app.payments.refunds"
          sort={{ field: 'created_at', order: 'DESC' }}
        >
          <Refunds.Col source="created_at" field={Refunds.DateTimeField} />
          <Refunds.Col source="amount_cents" field={Refunds.MoneyField} align="right" />
          <Refunds.Col source="reason" disableSort field={Refunds.RefundReasonField} />
          <Refunds.Col source="stripe_refund_id" disableSort />
        </RelatedRecords>
      </SimpleShowLayout>
    </Show>
  )
}
