import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { DATE_TIME, exactly, INTEGER, nullable, STRING } from '#core/services/schema_parts'
import {
  fullName,
  instantOf,
  numberOrNull,
  textOrNull,
  type ConsoleRow,
} from '#core/services/record_values'

/** An audit entry's snapshot of the changed fields. */
const SNAPSHOT = {
  type: ['object', 'null'],
  description: 'The changed fields',
  additionalProperties: true,
} as const

/** An entry of the audit log in the console (the API document's AdminAuditLogRecord). */
export const consoleAuditEntrySchema = exactly({
  id: INTEGER,
  actorUserId: nullable(INTEGER),
  actorName: nullable(STRING),
  command: nullable(STRING),
  operator: nullable(STRING),
  action: nullable(STRING),
  entityType: nullable(STRING),
  entityId: nullable(STRING),
  before: SNAPSHOT,
  after: SNAPSHOT,
  ip: nullable(STRING),
  requestId: nullable(STRING),
  createdAt: DATE_TIME,
})

type Snapshot = FromSchema<typeof SNAPSHOT>

/** A snapshot column (JSON text on SQLite, a json value on PostgreSQL) as its fields. */
function snapshotOf(value: unknown): Snapshot {
  const parsed: unknown = typeof value === 'string' ? parseJson(value) : value
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Snapshot)
    : null
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** "By": the admin, or for an ace command the operator who ran it and the command. */
function actorNameOf(row: ConsoleRow) {
  if (row.actor_user_id) return fullName(row.actor_first_name, row.actor_last_name)
  if (row.command) return `${textOrNull(row.operator) ?? '?'} (node ace ${String(row.command)})`
  return null
}

/** Who changed what, when, before and after (`Data.Admin.AuditEntry`). */
export default class AuditEntryTransformer extends BaseTransformer<ConsoleRow> {
  toObject(): FromSchema<typeof consoleAuditEntrySchema> {
    const row = this.resource
    return {
      id: Number(row.id),
      actorUserId: numberOrNull(row.actor_user_id),
      actorName: actorNameOf(row),
      command: textOrNull(row.command),
      operator: textOrNull(row.operator),
      action: textOrNull(row.action),
      entityType: textOrNull(row.entity_type),
      entityId: textOrNull(row.entity_id),
      before: snapshotOf(row.before),
      after: snapshotOf(row.after),
      ip: textOrNull(row.ip),
      requestId: textOrNull(row.request_id),
      createdAt: instantOf(row.created_at),
    }
  }
}
