import { BulkDeleteButton, DeleteButton } from 'react-admin'
import type { WaitingListRecord } from '../../types'
import { List } from '../shared/List'
import { ListActions } from '../shared/ListActions'
import { fieldsOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'

const { DataTable, DateTimeField, LocaleField } = fieldsOf<WaitingListRecord>()

const waitingListFilters = [filtersOf<WaitingListRecord>('waiting-list').search()]

export default function WaitingListList() {
  return (
    <List<WaitingListRecord>
      filters={waitingListFilters}
      actions={<ListActions filter={false} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable
        rowClick={false}
        bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
      >
        <DataTable.Col source="email" />
        <DataTable.Col source="locale" disableSort field={LocaleField} />
        <DataTable.Col source="createdAt" field={DateTimeField} />
        <DataTable.Col label="app.shared.actions" disableSort>
          <DeleteButton mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </List>
  )
}
