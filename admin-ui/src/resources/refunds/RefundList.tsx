import type { RefundRecord } from '../../types'
import { List } from '../shared/List'
import { fieldsOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'

const {
  DataTable,
  DateTimeField,
  MoneyField,
  ReferenceField,
  RefundReasonField,
  UserReferenceField,
} = fieldsOf<RefundRecord>()

const refundFilters = [filtersOf<RefundRecord>('refunds').number('invoiceId', { alwaysOn: true })]

export default function RefundList() {
  return (
    <List<RefundRecord> filters={refundFilters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="invoiceId" disableSort>
          <ReferenceField source="invoiceId" reference="payments" link="show" />
        </DataTable.Col>
        <DataTable.Col source="amountCents" field={MoneyField} align="right" />
        <DataTable.Col source="reason" disableSort field={RefundReasonField} />
        <DataTable.Col source="createdByUserId" disableSort>
          <UserReferenceField source="createdByUserId" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" field={DateTimeField} />
      </DataTable>
    </List>
  )
}
