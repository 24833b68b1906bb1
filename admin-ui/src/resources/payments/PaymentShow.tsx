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
        <UserReferenceField source="userId" />
        <PaymentKindField source="kind" />
        <TextField source="description" />
        <MoneyField source="amountCents" />
        <MoneyField source="refundedCents" />
        <PaymentStatusField source="status" />
        <PlanField source="plan" />
        <PeriodField source="period" />
        <BooleanField source="isRenewal" />
        <ReferenceField source="subscriptionId" reference="subscriptions" link="show" />
        <ReferenceField source="sessionId" reference="sessions" link="show" />
        <DateTimeField source="paidAt" />
        <DateTimeField source="createdAt" />
        <RelatedRecords
          reference="refunds"
          target="invoiceId"
          label="app.payments.refunds"
          sort={{ field: 'createdAt', order: 'DESC' }}
        >
          <Refunds.Col source="createdAt" field={Refunds.DateTimeField} />
          <Refunds.Col source="amountCents" field={Refunds.MoneyField} align="right" />
          <Refunds.Col source="reason" disableSort field={Refunds.RefundReasonField} />
          <Refunds.Col source="stripeRefundId" disableSort />
        </RelatedRecords>
      </SimpleShowLayout>
    </Show>
  )
}
