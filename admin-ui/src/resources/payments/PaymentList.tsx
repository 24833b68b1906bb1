import type { PaymentRecord } from '../../types'
import { List } from '../shared/List'
import { fieldsOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '../shared/choices'

const { DataTable, DateTimeField, MoneyField, PaymentKindField, PaymentStatusField } =
  fieldsOf<PaymentRecord>()
const filters = filtersOf<PaymentRecord>('payments')

const paymentFilters = [
  filters.choice('status', 'app.payments.status', PAYMENT_STATUSES, { alwaysOn: true }),
  filters.choice('kind', 'app.payments.kind', PAYMENT_KINDS, { alwaysOn: true }),
  ...filters.dateRange('paidAt'),
  filters.member('userId'),
]

export default function PaymentList() {
  return (
    <List<PaymentRecord> filters={paymentFilters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="userName" disableSort />
        <DataTable.Col source="kind" disableSort field={PaymentKindField} />
        <DataTable.Col source="description" disableSort />
        <DataTable.Col source="amountCents" field={MoneyField} align="right" />
        <DataTable.Col source="refundedCents" disableSort field={MoneyField} align="right" />
        <DataTable.Col source="status" field={PaymentStatusField} />
        <DataTable.Col source="paidAt" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
