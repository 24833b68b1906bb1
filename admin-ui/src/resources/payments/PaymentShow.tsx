import {
  BooleanField,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { DateTimeField } from '../shared/DateTimeField'
import { MoneyField } from '../shared/MoneyField'
import { NoneYet } from '../shared/NoneYet'
import {
  PaymentKindField,
  PaymentStatusField,
  PeriodField,
  PlanField,
  RefundReasonField,
} from '../shared/enumFields'
import { RefundButton } from './RefundButton'

const Actions = () => (
  <TopToolbar>
    <RefundButton />
  </TopToolbar>
)

export default function PaymentShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <ReferenceField source="user_id" reference="users" link="show" />
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
        <ReferenceManyField
          reference="refunds"
          target="invoice_id"
          label="app.payments.refunds"
          sort={{ field: 'created_at', order: 'DESC' }}
          pagination={<Pagination />}
        >
          <DataTable rowClick="show" bulkActionButtons={false} empty={<NoneYet />}>
            <DataTable.Col source="created_at" field={DateTimeField} />
            <DataTable.Col source="amount_cents" field={MoneyField} align="right" />
            <DataTable.Col source="reason" disableSort field={RefundReasonField} />
            <DataTable.Col source="stripe_refund_id" disableSort />
          </DataTable>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  )
}
