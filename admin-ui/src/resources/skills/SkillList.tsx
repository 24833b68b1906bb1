import { SearchInput } from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { List } from '../shared/List'
import { ListEmpty } from '../shared/ListEmpty'

const skillFilters = [<SearchInput key="q" source="q" alwaysOn />]

export default function SkillList() {
  return (
    <List
      filters={skillFilters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
      empty={<ListEmpty />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="name_it" disableSort />
      </DataTable>
    </List>
  )
}
