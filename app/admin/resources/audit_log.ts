import db from '@adonisjs/lucid/services/db'
import { joinMemberName } from '#accounts/index'
import {
  dateFilters,
  equalsFilter,
  fullName,
  isoOf,
  numberOrNull,
  type ResourceDefinition,
  type Row,
} from '#core/services/admin_resources'

/* The audit log, read-only: who changed what, when, before and after. */

function snapshotOf(value: unknown) {
  if (value === null || value === undefined) return null
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

/** "By": the admin, or for an ace command the operator who ran it and the command. */
function actorNameOf(row: Row) {
  if (row.actor_user_id) return fullName(row.actor_first_name, row.actor_last_name)
  if (row.command) return `${row.operator ?? '?'} (node ace ${row.command})`
  return null
}

function auditRecord(row: Row) {
  return {
    id: Number(row.id),
    actorUserId: numberOrNull(row.actor_user_id),
    actorName: actorNameOf(row),
    command: row.command ?? null,
    operator: row.operator ?? null,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id ?? null,
    before: snapshotOf(row.before),
    after: snapshotOf(row.after),
    ip: row.ip ?? null,
    requestId: row.request_id ?? null,
    createdAt: isoOf(row.created_at),
  }
}

export const auditLog: ResourceDefinition = {
  name: 'audit-log',
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
  toRecords: (rows) => rows.map(auditRecord),
}
