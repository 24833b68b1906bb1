import { BulkDeleteButton, DeleteButton, ExportButton, SearchInput, TopToolbar } from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { List } from '../shared/List'
import { DateTimeField } from '../shared/DateTimeField'
import { ListEmpty } from '../shared/ListEmpty'
import { LocaleField } from '../shared/enumFields'

const waitingListFilters = [<SearchInput key="q" source="q" alwaysOn />]

const ListActions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
)

export default function WaitingListList() {
  return (
    <List
      filters={waitingListFilters}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<ListEmpty />}
    >
      <DataTable
        rowClick={false}
        bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
      >
        <DataTable.Col source="email" />
        <DataTable.Col source="locale" disableSort field={LocaleField} />
        <DataTable.Col source="created_at" field={DateTimeField} />
        <DataTable.Col label="app.shared.actions" disableSort>
          <DeleteButton mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </List>
  )
}
