import type { PaymentRecord } from '../../types'
import { List } from '../shared/List'
import { ListActions } from '../shared/ListActions'
import { ListEmpty } from '../shared/ListEmpty'
import { fieldsOf } from '../shared/fields'
import { choiceFilter, dateRangeFilters, memberFilter } from '../shared/filters'
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '../shared/choices'

const { DataTable, DateTimeField, MoneyField, PaymentKindField, PaymentStatusField } =
  fieldsOf<PaymentRecord>()

const paymentFilters = [
  choiceFilter('status', 'app.payments.status', PAYMENT_STATUSES, { alwaysOn: true }),
  choiceFilter('kind', 'app.payments.kind', PAYMENT_KINDS, { alwaysOn: true }),
  ...dateRangeFilters('paid_at'),
  memberFilter('payments', 'user_id'),
]

export default function PaymentList() {
  return (
    <List<PaymentRecord>
      filters={paymentFilters}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<ListEmpty />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="user_name" disableSort />
        <DataTable.Col source="kind" disableSort field={PaymentKindField} />
        <DataTable.Col source="description" disableSort />
        <DataTable.Col source="amount_cents" field={MoneyField} align="right" />
        <DataTable.Col source="refunded_cents" disableSort field={MoneyField} align="right" />
        <DataTable.Col source="status" field={PaymentStatusField} />
        <DataTable.Col source="paid_at" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
