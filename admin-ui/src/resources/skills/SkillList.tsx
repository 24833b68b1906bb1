import type { SkillRecord } from '../../types'
import { List } from '../shared/List'
import { ListEmpty } from '../shared/ListEmpty'
import { fieldsOf } from '../shared/fields'
import { searchFilter } from '../shared/filters'

const { DataTable } = fieldsOf<SkillRecord>()
const skillFilters = [searchFilter()]

export default function SkillList() {
  return (
    <List<SkillRecord>
      filters={skillFilters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
      empty={<ListEmpty />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="nameIt" disableSort />
      </DataTable>
    </List>
  )
}
