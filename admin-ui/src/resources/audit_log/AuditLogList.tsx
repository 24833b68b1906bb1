import {
  DateInput,
  ExportButton,
  FilterButton,
  SelectInput,
  TextInput,
  TopToolbar,
} from 'react-admin'
import { DataTable } from '../shared/DataTable'
import { AuditActionField, AuditEntityTypeField } from '../shared/enumFields'
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, choicesOf } from '../shared/choices'
import { List } from '../shared/List'
import { DateTimeField } from '../shared/DateTimeField'
import { ListEmpty } from '../shared/ListEmpty'
import { UserReferenceInput } from '../shared/UserReferenceInput'

const auditFilters = [
  <SelectInput
    key="entity_type"
    source="entity_type"
    choices={choicesOf('app.audit-log.entity_type', AUDIT_ENTITY_TYPES)}
    alwaysOn
  />,
  <SelectInput
    key="action"
    source="action"
    choices={choicesOf('app.audit-log.action', AUDIT_ACTIONS)}
    alwaysOn
  />,
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
        <DataTable.Col source="action" field={AuditActionField} />
        <DataTable.Col source="entity_type" field={AuditEntityTypeField} />
        <DataTable.Col source="entity_id" disableSort />
        <DataTable.Col source="ip" disableSort />
      </DataTable>
    </List>
  )
}
