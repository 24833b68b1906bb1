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
  choiceFilter('entityType', 'app.audit-log.entityType', AUDIT_ENTITY_TYPES, { alwaysOn: true }),
  choiceFilter('action', 'app.audit-log.action', AUDIT_ACTIONS, { alwaysOn: true }),
  <TextInput key="entityId" source="entityId" />,
  memberFilter('audit-log', 'actorUserId'),
  ...dateRangeFilters('createdAt'),
]

export default function AuditLogList() {
  return (
    <List<AuditLogRecord>
      filters={auditFilters}
      actions={<ListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<ListEmpty />}
    >
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
