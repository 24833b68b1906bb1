import { DataTable, List, NumberInput, ReferenceField } from 'react-admin'
import { DateTimeField } from '../shared/DateTimeField'
import { ListEmpty } from '../shared/ListEmpty'
import { MoneyField } from '../shared/MoneyField'

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
        <DataTable.Col source="reason" disableSort />
        <DataTable.Col source="created_by_user_id" disableSort>
          <ReferenceField source="created_by_user_id" reference="users" link="show" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="created_at" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
