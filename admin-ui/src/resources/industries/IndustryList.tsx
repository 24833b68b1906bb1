import type { IndustryRecord } from '../../types'
import { List } from '../shared/List'
import { fieldsOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'

const { DataTable } = fieldsOf<IndustryRecord>()
const industryFilters = [filtersOf<IndustryRecord>('industries').search()]

export default function IndustryList() {
  return (
    <List<IndustryRecord>
      filters={industryFilters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="nameIt" disableSort />
        <DataTable.Col source="sector" />
      </DataTable>
    </List>
  )
}
