import { TextInput } from 'react-admin'
import type { AuditLogRecord } from '../../types'
import { List } from '../shared/List'
import { ListActions } from '../shared/ListActions'
import { ListEmpty } from '../shared/ListEmpty'
import { fieldsOf } from '../shared/fields'
import { choiceFilter, dateRangeFilters, memberFilter } from '../shared/filters'
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '../shared/choices'

const { AuditActionField, AuditEntityTypeField, DataTable, DateTimeField } =
  fieldsOf<AuditLogRecord>()

const auditFilters = [
  choiceFilter('entity_type', 'app.audit-log.entity_type', AUDIT_ENTITY_TYPES, { alwaysOn: true }),
  choiceFilter('action', 'app.audit-log.action', AUDIT_ACTIONS, { alwaysOn: true }),
  <TextInput key="entity_id" source="entity_id" />,
  memberFilter('audit-log', 'actor_user_id'),
  ...dateRangeFilters('created_at'),
]

export default function AuditLogList() {
  return (
    <List<AuditLogRecord>
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
