import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AuditLog from '#core/models/audit_log'
import ContactMessage from '#core/models/contact_message'
import ContentPage from '#core/models/content_page'
import i18nManager from '@adonisjs/i18n/services/main'
import { CONSENT, DEFAULT_LOCALE } from '#business/app'
import { isSupportedLocale } from '#core/services/locale'
import { forgetAuditedRecords } from '#core/services/audit_log'
import {
  exportedFields,
  type DataSubject,
  type PersonalDataPart,
} from '#core/services/personal_data'

/*
| Core's part of members' data: the contact messages a member sent, the audit
| log's entries about them, their sign-in sessions kept on the server, the
| rate-limit counters keyed by their e-mail and the e-mails queued to them.
*/

/** The member's language, or the default one for a language no longer offered. */
function readableLocale(locale: string) {
  return isSupportedLocale(locale) ? locale : DEFAULT_LOCALE
}

/** A string of a snapshot that names the member: their e-mail, or their first or last name as a word. */
function namesSubject(subject: DataSubject) {
  const email = subject.email.toLowerCase()
  const words = [subject.firstName, subject.lastName]
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const name = words.length
    ? new RegExp(`(^|[^\\p{L}\\p{N}])(${words.join('|')})($|[^\\p{L}\\p{N}])`, 'iu')
    : null
  return (text: string) => text.toLowerCase().includes(email) || (name?.test(text) ?? false)
}

/** The snapshot with every value naming the member emptied (null); the rest of what happened stays. */
function withoutSubject(value: unknown, names: (text: string) => boolean): unknown {
  if (typeof value === 'string') return names(value) ? null : value
  if (Array.isArray(value)) return value.map((item) => withoutSubject(item, names))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutSubject(item, names)])
    )
  }
  return value
}

/**
 * The audit log keeps what happened to and by a leaving member, not who they were: the entries
 * about their account lose its id, the entries they made as an admin lose their id and address,
 * and every snapshot naming them (e-mail, first or last name) loses those values.
 */
async function forgetInAuditLog(subject: DataSubject, trx: TransactionClientContract) {
  await forgetAuditedRecords('user', [subject.id], trx)
  await AuditLog.query({ client: trx })
    .where('actorUserId', subject.id)
    .update({ actorUserId: null, ip: null })
  const names = namesSubject(subject)
  const candidates = await AuditLog.query({ client: trx }).where((query) => {
    for (const text of [subject.email, subject.firstName, subject.lastName]) {
      if (!text.trim()) continue
      const pattern = `%${text.trim().toLowerCase()}%`
      query.orWhereRaw('lower(??) like ?', ['before', pattern])
      query.orWhereRaw('lower(??) like ?', ['after', pattern])
    }
  })
  for (const entry of candidates) {
    const before = withoutSubject(entry.before, names) as AuditLog['before']
    const after = withoutSubject(entry.after, names) as AuditLog['after']
    if (JSON.stringify([before, after]) === JSON.stringify([entry.before, entry.after])) continue
    await entry.useTransaction(trx).merge({ before, after }).save()
  }
}

/**
 * E-mails still waiting in the queue (QUEUE_DRIVER=database) addressed to the member: about an
 * account that no longer exists, to an address that asked to be forgotten. Mails to the other
 * parties (a session cancelled because the member left) go out as due.
 */
async function forgetQueuedMails(subject: DataSubject, trx: TransactionClientContract) {
  const email = subject.email.toLowerCase()
  const jobs: { id: string; data: string }[] = await trx
    .from('queue_jobs')
    .whereIn('status', ['pending', 'delayed'])
    .whereRaw('lower(data) like ?', [`%${email}%`])
    .select('id', 'data')
  const addressed = jobs.filter((job) => {
    const message = JSON.parse(job.data)?.payload?.message ?? {}
    return JSON.stringify([message.to, message.cc, message.bcc]).toLowerCase().includes(email)
  })
  if (addressed.length) {
    await trx
      .from('queue_jobs')
      .whereIn(
        'id',
        addressed.map((job) => job.id)
      )
      .delete()
  }
}

export const corePersonalData: PersonalDataPart = {
  module: 'core',
  tables: [
    'audit_logs',
    'contact_messages',
    'content_pages',
    'sessions',
    'rate_limits',
    'queue_jobs',
  ],
  impersonal: {
    adonis_schema: 'the migrations run on this database',
    adonis_schema_versions: 'the version of the migrations table',
    locks: 'names of the resources being worked on, held for seconds',
    queue_schedules: "the recurring jobs' timetable",
    industries: 'the industries members and mentors choose from',
  },

  async export(subject) {
    const sent = await ContactMessage.query()
      .where('userId', subject.id)
      .orWhere('email', subject.email.toLowerCase())
      .orderBy('createdAt', 'asc')
    const edited = await ContentPage.query()
      .where('updatedByUserId', subject.id)
      .orderBy('key', 'asc')
    return {
      contactMessages: sent.map((message) =>
        exportedFields(message, ['name', 'email', 'body', 'locale', 'createdAt'])
      ),
      ...(edited.length && {
        contentPagesLastEdited: edited.map((page) =>
          exportedFields(page, ['key', 'locale', 'title', 'updatedAt'])
        ),
      }),
      cookieConsent: {
        keptOnTheServer: false,
        explanation: i18nManager
          .locale(readableLocale(subject.locale))
          .t('data_archive.cookieConsentKept', {
            cookie: CONSENT.cookie,
            days: CONSENT.maxAgeDays,
          }),
      },
    }
  },

  async erase(subject, trx) {
    await ContactMessage.query({ client: trx })
      .where('userId', subject.id)
      .orWhere('email', subject.email.toLowerCase())
      .delete()
    await ContentPage.query({ client: trx })
      .where('updatedByUserId', subject.id)
      .update({ updatedByUserId: null })
    await forgetInAuditLog(subject, trx)
    // Sessions kept on the server (SESSION_DRIVER=database); Redis sessions expire unused.
    await trx.from('sessions').where('user_id', String(subject.id)).delete()
    // Counters keyed by the e-mail (sign-in, password reset, verification), database store.
    await trx
      .from('rate_limits')
      .whereRaw('lower(??) like ?', ['key', `%${subject.email.toLowerCase()}%`])
      .delete()
    await forgetQueuedMails(subject, trx)
  },
}
