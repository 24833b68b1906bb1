import type { AuditLogRecord } from '../../types'
import { List } from '../shared/List'
import { fieldsOf } from '../shared/fields'
import { filtersOf } from '../shared/filters'
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '../shared/choices'

const { AuditActionField, AuditEntityTypeField, DataTable, DateTimeField } =
  fieldsOf<AuditLogRecord>()
const filters = filtersOf<AuditLogRecord>('audit-log')

const auditFilters = [
  filters.choice('entityType', 'app.audit-log.entityType', AUDIT_ENTITY_TYPES, { alwaysOn: true }),
  filters.choice('action', 'app.audit-log.action', AUDIT_ACTIONS, { alwaysOn: true }),
  filters.text('entityId'),
  filters.member('actorUserId'),
  ...filters.dateRange('createdAt'),
]

export default function AuditLogList() {
  return (
    <List<AuditLogRecord> filters={auditFilters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt" field={DateTimeField} />
        <DataTable.Col source="actorName" disableSort />
        <DataTable.Col source="action" field={AuditActionField} />
        <DataTable.Col source="entityType" field={AuditEntityTypeField} />
        <DataTable.Col source="entityId" disableSort />
        <DataTable.Col source="ip" disableSort />
      </DataTable>
    </List>
  )
}
