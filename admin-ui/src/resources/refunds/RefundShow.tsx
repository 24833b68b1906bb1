import { Show, SimpleShowLayout } from 'react-admin'
import type { RefundRecord } from '../../types'
import { fieldsOf } from '../shared/fields'

const {
  DateTimeField,
  MoneyField,
  ReferenceField,
  RefundReasonField,
  TextField,
  UserReferenceField,
} = fieldsOf<RefundRecord>()

export default function RefundShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ReferenceField source="invoiceId" reference="payments" link="show" />
        <MoneyField source="amountCents" />
        <RefundReasonField source="reason" />
        <TextField source="stripeRefundId" />
        <UserReferenceField source="createdByUserId" />
        <DateTimeField source="createdAt" />
      </SimpleShowLayout>
    </Show>
  )
}
