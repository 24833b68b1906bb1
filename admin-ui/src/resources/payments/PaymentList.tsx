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
  ...dateRangeFilters('paidAt'),
  memberFilter('payments', 'userId'),
]

export default function PaymentList() {
  return (
    <List<PaymentRecord>
      filters={paymentFilters}
      actions={<ListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<ListEmpty />}
    >
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
