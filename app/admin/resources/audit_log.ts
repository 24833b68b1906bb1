import db from '@adonisjs/lucid/services/db'
import { joinMemberName } from '#accounts/index'
import { dateFilters, equalsFilter, type ResourceDefinition } from '#core/services/admin_resources'
import AuditEntryTransformer, {
  consoleAuditEntrySchema,
} from '#admin/transformers/audit_entry_transformer'

/* The audit log, read-only: who changed what, when, before and after. */

export const auditLog: ResourceDefinition = {
  name: 'audit-log',
  schema: consoleAuditEntrySchema,
  transformer: AuditEntryTransformer,
  // The admin's name (accounts'): a left join, an entry outlives its author's account.
  query: () =>
    joinMemberName(db.from('audit_logs as a').select('a.*'), {
      on: 'a.actor_user_id',
      as: 'actor',
      optional: true,
    }),
  idColumn: 'a.id',
  sortColumns: {
    id: 'a.id',
    action: 'a.action',
    entityType: 'a.entity_type',
    createdAt: 'a.created_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    actorUserId: equalsFilter('a.actor_user_id', 'number'),
    entityType: equalsFilter('a.entity_type'),
    entityId: equalsFilter('a.entity_id'),
    action: equalsFilter('a.action'),
    command: equalsFilter('a.command'),
    operator: equalsFilter('a.operator'),
    ...dateFilters('createdAt', 'a.created_at'),
  },
}
