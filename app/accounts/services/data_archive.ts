import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { strToU8, zipSync } from 'fflate'
import drive from '@adonisjs/drive/services/main'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import User from '#accounts/models/user'
import DataExport from '#accounts/models/data_export'
import { DATA_EXPORT_RULES } from '#business/accounts'
import { toDbInstant } from '#database/columns'
import { appUrl } from '#core/mails/localized_mail'
import { personalDataParts, type DataSubject } from '#core/services/personal_data'
import { dataSubjectOf } from '#accounts/services/account_deletion'
import { summaryOf } from '#accounts/services/data_summary'
import { sendDataExportReadyEmail } from '#accounts/services/account_mailer'

/** The machine-readable side of the archive (data.json). */
export type MemberData = {
  generatedAt: string
  member: { id: number }
  /** Every module's part, by module: what its `export` answers for the member. */
  sections: Record<string, Record<string, unknown>>
}

/** The private disk the archives live on (config/drive.ts): never served as files. */
export function archiveDisk() {
  return drive.use('dataExports')
}

/**
 * The link that downloads a ready archive: signed (valid until the archive expires) and only
 * answered to its owner, signed in.
 */
export function downloadLinkOf(dataExport: DataExport, { absolute = false } = {}) {
  const seconds = Math.max(1, Math.floor(dataExport.expiresAt!.diffNow('seconds').seconds))
  return signedUrlFor(
    'accounts.dataExport.download',
    { id: dataExport.id },
    {
      expiresIn: `${seconds}s`,
      purpose: 'data_export',
      ...(absolute ? { prefixUrl: appUrl() } : {}),
    }
  )
}

/** Everything the product holds about the member, asked of every module's part. */
export async function memberDataOf(subject: DataSubject, now: DateTime): Promise<MemberData> {
  const sections: MemberData['sections'] = {}
  for (const part of personalDataParts()) sections[part.module] = await part.export(subject)
  // Through JSON once, so the summary shows exactly what data.json holds (dates as text...).
  return JSON.parse(
    JSON.stringify({ generatedAt: now.toUTC().toISO(), member: { id: subject.id }, sections })
  )
}

/** The zip the member downloads: data.json and summary.html, dated when it was made. */
export async function archiveOf(user: User, now: DateTime) {
  const subject = dataSubjectOf(user)
  const data = await memberDataOf(subject, now)
  const summary = await summaryOf(data, subject, user.timezone)
  const mtime = now.toJSDate()
  return zipSync({
    'data.json': [strToU8(`${JSON.stringify(data, null, 2)}\n`), { mtime }],
    'summary.html': [strToU8(summary), { mtime }],
  })
}

/**
 * The queue's work for one archive asked for: built, stored on the private disk, marked ready
 * for the link's days, and the link e-mailed. An archive no longer pending (the member left
 * meanwhile, or an earlier try finished it) is left alone, and a file it would orphan goes.
 */
export async function prepareDataExport(dataExportId: number) {
  const dataExport = await DataExport.find(dataExportId)
  if (!dataExport || dataExport.status !== 'pending') return
  const user = await User.findOrFail(dataExport.userId)
  const readyAt = DateTime.utc()
  const fileKey = `${randomUUID()}.zip`
  await archiveDisk().put(fileKey, await archiveOf(user, readyAt))

  const expiresAt = readyAt.plus({ days: DATA_EXPORT_RULES.linkDays })
  const updated = await DataExport.query()
    .where('id', dataExport.id)
    .where('status', 'pending')
    .update({
      status: 'ready',
      file_key: fileKey,
      ready_at: toDbInstant(readyAt),
      expires_at: toDbInstant(expiresAt),
    })
  if (Number(Array.isArray(updated) ? updated[0] : updated) !== 1) {
    await archiveDisk().delete(fileKey)
    return
  }
  dataExport.merge({ status: 'ready', fileKey, readyAt, expiresAt })
  await sendDataExportReadyEmail(user, downloadLinkOf(dataExport, { absolute: true }), expiresAt)
}

/** The queue gave up on an archive: the member sees it failed and may ask again. */
export async function markDataExportFailed(dataExportId: number) {
  await DataExport.query()
    .where('id', dataExportId)
    .where('status', 'pending')
    .update({ status: 'failed' })
}
