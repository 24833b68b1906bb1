import {
  DataTable,
  DateInput,
  ExportButton,
  FilterButton,
  List,
  TextInput,
  TopToolbar,
} from 'react-admin'
import { DateTimeField } from '../shared/DateTimeField'
import { ListEmpty } from '../shared/ListEmpty'
import { UserReferenceInput } from '../shared/UserReferenceInput'

const auditFilters = [
  <TextInput key="entity_type" source="entity_type" alwaysOn />,
  <TextInput key="action" source="action" alwaysOn />,
  <TextInput key="entity_id" source="entity_id" />,
  <UserReferenceInput
    key="actor_user_id"
    source="actor_user_id"
    label="resources.audit-log.fields.actor_user_id"
  />,
  <DateInput key="created_at_gte" source="created_at_gte" />,
  <DateInput key="created_at_lte" source="created_at_lte" />,
]

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
)

export default function AuditLogList() {
  return (
    <List
      filters={auditFilters}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<ListEmpty />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="created_at" field={DateTimeField} />
        <DataTable.Col source="actor_name" disableSort />
        <DataTable.Col source="action" />
        <DataTable.Col source="entity_type" />
        <DataTable.Col source="entity_id" disableSort />
        <DataTable.Col source="ip" disableSort />
      </DataTable>
    </List>
  )
}
