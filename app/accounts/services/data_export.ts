import type { Readable } from 'node:stream'
import { DateTime } from 'luxon'
import string from '@adonisjs/core/helpers/string'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#accounts/models/user'
import DataExport from '#accounts/models/data_export'
import DataExportJob from '#accounts/jobs/data_export_job'
import { DATA_EXPORT_RULES } from '#business/accounts'
import { APP_NAME } from '#business/app'
import { isUniqueViolation } from '#database/errors'
import { toDbInstant } from '#database/columns'
import type { DataSubject, RetentionRule } from '#core/services/personal_data'
import { archiveDisk, downloadLinkOf } from '#accounts/services/data_archive'

/*
| A member's copy of their data (GDPR articles 15 and 20), asked for in Settings > Privacy and
| data: built by the queue (`DataExportJob`), e-mailed as a signed link, downloadable by its
| owner for DATA_EXPORT_RULES.linkDays, then removed by the retention rule below.
*/

export type DataExportRequest = { requested: true } | { requested: false; reason: 'in_progress' }

/**
 * Starts preparing the member's archive, unless one is already being prepared: the database
 * holds at most one pending per member, so of two requests at once only one starts.
 */
export async function requestDataExport(user: User): Promise<DataExportRequest> {
  let dataExport: DataExport
  try {
    dataExport = await DataExport.create({
      userId: user.id,
      status: 'pending',
      requestedAt: DateTime.utc(),
    })
  } catch (error) {
    if (isUniqueViolation(error)) return { requested: false, reason: 'in_progress' }
    throw error
  }
  try {
    await DataExportJob.dispatch({ dataExportId: dataExport.id }).run()
  } catch (error) {
    // Not queued: not left pending, which would refuse every later request.
    await dataExport.merge({ status: 'failed' }).save()
    throw error
  }
  return { requested: true }
}

/** Where the member's copy stands, as Settings > Privacy and data shows it. */
export type DataExportState =
  | { status: 'none' }
  | { status: 'pending'; requestedAt: DateTime }
  | { status: 'failed'; requestedAt: DateTime }
  | { status: 'ready'; requestedAt: DateTime; expiresAt: DateTime; downloadUrl: string }

export async function dataExportStateOf(user: User): Promise<DataExportState> {
  const latest = await DataExport.query()
    .where('user_id', user.id)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .first()
  if (!latest) return { status: 'none' }
  const { status, requestedAt } = latest
  if (status === 'pending' || status === 'failed') return { status, requestedAt }
  if (!isDownloadable(latest)) return { status: 'none' }
  return {
    status,
    requestedAt,
    expiresAt: latest.expiresAt!,
    downloadUrl: downloadLinkOf(latest),
  }
}

function isDownloadable(dataExport: DataExport) {
  return (
    dataExport.status === 'ready' &&
    !!dataExport.fileKey &&
    !!dataExport.expiresAt &&
    dataExport.expiresAt > DateTime.utc()
  )
}

export type ArchiveDownload =
  | { status: 'not_found' }
  | { status: 'expired' }
  | { status: 'ready'; fileName: string; stream: Readable }

/** The member's own archive behind a download link; another member's is not found. */
export async function archiveForDownload(user: User, id: number): Promise<ArchiveDownload> {
  const dataExport = await DataExport.query().where('id', id).where('user_id', user.id).first()
  if (!dataExport) return { status: 'not_found' }
  if (!isDownloadable(dataExport) || !(await archiveDisk().exists(dataExport.fileKey!))) {
    return { status: 'expired' }
  }
  return {
    status: 'ready',
    fileName: `${string.dashCase(APP_NAME)}-data-${dataExport.readyAt!.toISODate()}.zip`,
    stream: await archiveDisk().getStream(dataExport.fileKey!),
  }
}

/** The member's archives as their own data: when each was asked for, and how it went. */
export async function exportDataExports(subject: DataSubject) {
  const rows = await DataExport.query().where('user_id', subject.id).orderBy('requested_at')
  return rows.map((row) => ({
    requestedAt: row.requestedAt.toISO(),
    status: row.status,
    readyAt: row.readyAt?.toISO() ?? null,
    expiresAt: row.expiresAt?.toISO() ?? null,
  }))
}

/** A leaving member's archives go: rows in the deletion's transaction, files once it commits. */
export async function eraseDataExports(subject: DataSubject, trx: TransactionClientContract) {
  const rows = await DataExport.query({ client: trx }).where('user_id', subject.id)
  await DataExport.query({ client: trx }).where('user_id', subject.id).delete()
  const fileKeys = rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []))
  trx.after('commit', () => removeFiles(fileKeys))
}

async function removeFiles(fileKeys: string[]) {
  for (const fileKey of fileKeys) await archiveDisk().delete(fileKey)
}

/**
 * Archives last as long as their link; a request that never became one (failed, or stuck
 * pending) is kept as long, then goes too.
 */
export const dataExportRetention: RetentionRule = {
  module: 'accounts',
  what: "members' copies of their data (the zip and its record)",
  keptFor: `${DATA_EXPORT_RULES.linkDays} days after it is ready (the e-mailed link's life)`,
  async run(at) {
    const unready = toDbInstant(at.minus({ days: DATA_EXPORT_RULES.linkDays }))
    const past = await DataExport.query()
      .where('expires_at', '<=', toDbInstant(at))
      .orWhere((query) => query.whereNull('expires_at').where('requested_at', '<=', unready))
    if (!past.length) return 0
    await removeFiles(past.flatMap((row) => (row.fileKey ? [row.fileKey] : [])))
    await DataExport.query()
      .whereIn(
        'id',
        past.map((row) => row.id)
      )
      .delete()
    return past.length
  },
}
