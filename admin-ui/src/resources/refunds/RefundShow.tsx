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
        <ReferenceField source="invoice_id" reference="payments" link="show" />
        <MoneyField source="amount_cents" />
        <RefundReasonField source="reason" />
        <TextField source="stripe_refund_id" emptyText="—" />
        <UserReferenceField source="created_by_user_id" emptyText="—" />
        <DateTimeField source="created_at" />
      </SimpleShowLayout>
    </Show>
  )
}
