import type { SkillRecord } from '../../types'
import { List } from '../shared/List'
import { fieldsOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'

const { DataTable } = fieldsOf<SkillRecord>()
const skillFilters = [filtersOf<SkillRecord>('skills').search()]

export default function SkillList() {
  return (
    <List<SkillRecord> filters={skillFilters} sort={{ field: 'name', order: 'ASC' }} perPage={50}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="nameIt" disableSort />
      </DataTable>
    </List>
  )
}
