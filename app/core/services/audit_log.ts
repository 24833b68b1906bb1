import type { HttpContext } from '@adonisjs/core/http'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AuditLog from '#core/models/audit_log'
import { DateTime } from 'luxon'
import { userInfo } from 'node:os'
import type { AuditAction, AuditEntityType } from '#business/admin'

/*
| The audit log: who changed what, when, with JSON snapshots of the record
| before and after. Every change made through the admin console or an
| operator's ace command writes one entry, in the same transaction as the
| change when there is one, so a change and its entry land or fail together.
*/

export type AuditEntry = {
  /** The admin (or null for an operator's command). */
  actorId: number | null
  /** What happened, e.g. 'user.suspend', 'mentor_application.approve'. */
  action: AuditAction
  /** The kind of record, e.g. 'user', 'mentor', 'session'. */
  entityType: AuditEntityType
  entityId: string | number | null
  before?: unknown
  after?: unknown
  ip?: string | null
  requestId?: string | null
  /** The ace command that made the change (e.g. 'mentors:invite'), null for a request. */
  command?: string | null
  /** Who ran that command: the operator's system account. */
  operator?: string | null
}

/** Where a change comes from: an admin's request, or a command (no request). */
export type AuditSource = {
  actorId: number | null
  ip?: string | null
  requestId?: string | null
  command?: string | null
  operator?: string | null
}

export function auditSourceOf(ctx: HttpContext): AuditSource {
  return {
    actorId: ctx.auth.user?.id ?? null,
    ip: ctx.request.ip(),
    requestId: ctx.request.id() ?? null,
  }
}

/** The system account running this process (the one who started it through sudo, if so). */
export function operatorName() {
  const sudoUser = process.env.SUDO_USER?.trim()
  if (sudoUser) return sudoUser
  try {
    return userInfo().username
  } catch {
    // No entry for the process's uid (some containers): the environment may still say.
    return process.env.USER?.trim() || process.env.LOGNAME?.trim() || `uid ${process.getuid?.()}`
  }
}

/** The source of an operator's ace command: the command's name and who ran it. */
export function commandSource(commandName: string): AuditSource {
  return {
    actorId: null,
    ip: null,
    requestId: null,
    command: commandName,
    operator: operatorName(),
  }
}

function snapshot(value: unknown) {
  if (value === undefined || value === null) return null
  // Through JSON once, so dates become strings and the stored snapshot is plain data.
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>
}

export async function recordAudit(entry: AuditEntry, client?: TransactionClientContract) {
  return AuditLog.create(
    {
      actorUserId: entry.actorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId === null ? null : String(entry.entityId),
      before: snapshot(entry.before),
      after: snapshot(entry.after),
      ip: entry.ip ?? null,
      requestId: entry.requestId ?? null,
      command: entry.command ?? null,
      operator: entry.operator ?? null,
      createdAt: DateTime.utc(),
    },
    client ? { client } : undefined
  )
}

/** Records a change made on behalf of `source`. */
export function audit(
  source: AuditSource,
  change: Omit<AuditEntry, keyof AuditSource>,
  client?: TransactionClientContract
) {
  return recordAudit({ ...change, ...source }, client)
}

/**
 * A member's records leave the log's entries about them (their account is deleted): each entry
 * keeps what happened, when and by whom, without the record's id (`entityId` null). Called by the
 * module owning the records, in the deletion's transaction; the snapshots' personal values are
 * core's to remove (#core/services/core_personal_data).
 */
export async function forgetAuditedRecords(
  entityType: AuditEntityType,
  ids: readonly (string | number)[],
  trx: TransactionClientContract
) {
  if (!ids.length) return
  await AuditLog.query({ client: trx })
    .where('entityType', entityType)
    .whereIn('entityId', ids.map(String))
    .update({ entityId: null })
}
