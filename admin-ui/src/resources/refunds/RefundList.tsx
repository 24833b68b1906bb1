import { NumberInput, ReferenceField } from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { List } from '../shared/List'
import { DateTimeField } from '../shared/DateTimeField'
import { ListEmpty } from '../shared/ListEmpty'
import { MoneyField } from '../shared/MoneyField'
import { RefundReasonField } from '../shared/enumFields'

const refundFilters = [<NumberInput key="invoice_id" source="invoice_id" alwaysOn />]

export default function RefundList() {
  return (
    <List
      filters={refundFilters}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<ListEmpty />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="invoice_id" disableSort>
          <ReferenceField source="invoice_id" reference="payments" link="show" />
        </DataTable.Col>
        <DataTable.Col source="amount_cents" field={MoneyField} align="right" />
        <DataTable.Col source="reason" disableSort field={RefundReasonField} />
        <DataTable.Col source="created_by_user_id" disableSort>
          <ReferenceField source="created_by_user_id" reference="users" link="show" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="created_at" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
