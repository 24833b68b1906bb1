import { NumberInput } from 'react-admin'
import type { RefundRecord } from '../../types'
import { List } from '../shared/List'
import { ListEmpty } from '../shared/ListEmpty'
import { fieldsOf } from '../shared/fields'

const {
  DataTable,
  DateTimeField,
  MoneyField,
  ReferenceField,
  RefundReasonField,
  UserReferenceField,
} = fieldsOf<RefundRecord>()

const refundFilters = [<NumberInput key="invoice_id" source="invoice_id" alwaysOn />]

export default function RefundList() {
  return (
    <List<RefundRecord>
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
          <UserReferenceField source="created_by_user_id" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="created_at" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
