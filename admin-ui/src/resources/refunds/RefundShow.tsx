import { ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin'
import { DateTimeField } from '../shared/DateTimeField'
import { MoneyField } from '../shared/MoneyField'
import { RefundReasonField } from '../shared/enumFields'

export default function RefundShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ReferenceField source="invoice_id" reference="payments" link="show" />
        <MoneyField source="amount_cents" />
        <RefundReasonField source="reason" />
        <TextField source="stripe_refund_id" emptyText="—" />
        <ReferenceField source="created_by_user_id" reference="users" link="show" emptyText="—" />
        <DateTimeField source="created_at" />
      </SimpleShowLayout>
    </Show>
  )
}
