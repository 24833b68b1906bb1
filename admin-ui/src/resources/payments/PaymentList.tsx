import { DateInput, ExportButton, FilterButton, SelectInput, TopToolbar } from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { List } from '../shared/List'
import { DateTimeField } from '../shared/DateTimeField'
import { ListEmpty } from '../shared/ListEmpty'
import { MoneyField } from '../shared/MoneyField'
import { UserReferenceInput } from '../shared/UserReferenceInput'
import { PaymentKindField, PaymentStatusField } from '../shared/enumFields'
import { PAYMENT_KINDS, PAYMENT_STATUSES, choicesOf } from '../shared/choices'

const paymentFilters = [
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf('app.payments.status', PAYMENT_STATUSES)}
    alwaysOn
  />,
  <SelectInput
    key="kind"
    source="kind"
    choices={choicesOf('app.payments.kind', PAYMENT_KINDS)}
    alwaysOn
  />,
  <DateInput key="paid_at_gte" source="paid_at_gte" />,
  <DateInput key="paid_at_lte" source="paid_at_lte" />,
  <UserReferenceInput key="user_id" source="user_id" label="resources.payments.fields.user_id" />,
]

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
)

export default function PaymentList() {
  return (
    <List
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
