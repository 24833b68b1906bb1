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
    actor_user_id: numberOrNull(row.actor_user_id),
    actor_name: actorNameOf(row),
    command: row.command ?? null,
    operator: row.operator ?? null,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id ?? null,
    before: snapshotOf(row.before),
    after: snapshotOf(row.after),
    ip: row.ip ?? null,
    request_id: row.request_id ?? null,
    created_at: isoOf(row.created_at),
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
    entity_type: 'a.entity_type',
    created_at: 'a.created_at',
  },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    actor_user_id: equalsFilter('a.actor_user_id', 'number'),
    entity_type: equalsFilter('a.entity_type'),
    entity_id: equalsFilter('a.entity_id'),
    action: equalsFilter('a.action'),
    command: equalsFilter('a.command'),
    operator: equalsFilter('a.operator'),
    ...dateFilters('created_at', 'a.created_at'),
  },
  toRecords: (rows) => rows.map(auditRecord),
}
