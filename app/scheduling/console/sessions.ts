import { paragraphsOfText } from '#core/validators/display_text'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import vine from '@vinejs/vine'
import { SESSION_RULES, SESSION_STATUSES } from '#business/sessions'
import { DEFAULT_LOCALE } from '#business/app'
import { formMessages } from '#core/services/form_messages'
import { formerMemberName, joinMemberName, memberNameColumns, readerLocale } from '#accounts/index'
import { cancelSession } from '#scheduling/services/session_lifecycle'
import { audit, auditSourceOf } from '#core/services/audit_log'
import {
  boolOf,
  dateFilters,
  equalsFilter,
  fullName,
  isoOf,
  numberOrNull,
  searchFilter,
  type AdminRecord,
  type ResourceDefinition,
  type Row,
} from '#core/services/admin_resources'

/*
| Mentoring sessions, scheduling's resource of the admin console. An admin
| may cancel one at any time: cancelSession e-mails both parties and gives
| the credit back. A record shows the parties' feedback (private texts
| included: they are written for the team); the parties' private notes are
| never read here.
*/

/** The parties' names and languages (accounts'): left joins, a session outlives a deleted party. */
const MENTOR = { on: 's.mentor_user_id', as: 'mentor', optional: true, also: ['locale'] } as const
const MENTEE = { on: 's.mentee_user_id', as: 'mentee', optional: true, also: ['locale'] } as const
const mentorColumns = memberNameColumns(MENTOR.as)
const menteeColumns = memberNameColumns(MENTEE.as)

function query() {
  const sessions = db
    .from('mentoring_sessions as s')
    .select(
      's.id',
      's.mentor_user_id',
      's.mentee_user_id',
      's.starts_at',
      's.ends_at',
      's.duration_minutes',
      's.status',
      's.communication_tool',
      's.is_free_call',
      's.entitlement',
      's.objective',
      's.problem',
      's.desired_outcome',
      's.meeting_link',
      's.cancel_reason',
      's.cancelled_by_user_id',
      's.cancelled_at',
      's.created_at'
    )
  return joinMemberName(joinMemberName(sessions, MENTOR), MENTEE)
}

/** A party's name, or "Former member" (in the console's language) once their account is deleted. */
function partyName(userId: unknown, firstName: unknown, lastName: unknown) {
  return userId === null || userId === undefined
    ? formerMemberName(readerLocale(DEFAULT_LOCALE))
    : fullName(firstName, lastName)
}

function sessionRecord(row: Row) {
  return {
    id: Number(row.id),
    mentorUserId: numberOrNull(row.mentor_user_id),
    mentorName: partyName(row.mentor_user_id, row.mentor_first_name, row.mentor_last_name),
    menteeUserId: numberOrNull(row.mentee_user_id),
    menteeName: partyName(row.mentee_user_id, row.mentee_first_name, row.mentee_last_name),
    // The languages the parties read e-mails in: a cancel reason reaches them as typed.
    mentorLocale: row.mentor_locale,
    menteeLocale: row.mentee_locale,
    startsAt: isoOf(row.starts_at),
    endsAt: isoOf(row.ends_at),
    durationMinutes: Number(row.duration_minutes),
    status: row.status,
    communicationTool: row.communication_tool,
    isFreeCall: boolOf(row.is_free_call),
    entitlement: row.entitlement ?? null,
    objective: row.objective,
    problem: row.problem,
    desiredOutcome: row.desired_outcome,
    meetingLink: row.meeting_link ?? null,
    cancelReason: row.cancel_reason ?? null,
    cancelledByUserId: numberOrNull(row.cancelled_by_user_id),
    cancelledAt: isoOf(row.cancelled_at),
    createdAt: isoOf(row.created_at),
  }
}

/** The record with both parties' feedback. */
async function withFeedback(record: AdminRecord) {
  const rows = await db
    .from('feedbacks')
    .where('session_id', record.id)
    .orderBy('id')
    .select(
      'author_user_id',
      'author_role',
      'overall_rating',
      'communication_rating',
      'knowledge_rating',
      'would_recommend',
      'public_text',
      'private_text'
    )
  const feedback = rows.map((row) => ({
    authorUserId: numberOrNull(row.author_user_id),
    authorRole: row.author_role,
    overallRating: Number(row.overall_rating),
    communicationRating: numberOrNull(row.communication_rating),
    knowledgeRating: numberOrNull(row.knowledge_rating),
    wouldRecommend: row.would_recommend === null ? null : boolOf(row.would_recommend),
    publicText: row.public_text ?? null,
    privateText: row.private_text ?? null,
  }))
  return { ...record, feedback }
}

async function recordOf(id: number) {
  return sessionRecord(await query().where('s.id', id).firstOrFail())
}

export const cancelValidator = vine.create({
  reason: vine
    .string()
    .trim()
    .use(paragraphsOfText())
    .minLength(1)
    .maxLength(SESSION_RULES.reasonMaxLength),
})

/** Cancels for the team: both parties e-mailed, the credit returned (scheduling's rules). */
async function cancel(ctx: HttpContext, id: number) {
  const { reason } = await ctx.request.validateUsing(cancelValidator, {
    messagesProvider: formMessages(ctx, 'admin'),
  })
  const before = await recordOf(id)
  await cancelSession({ user: ctx.auth.user!, asAdmin: true }, id, reason)
  const after = await recordOf(id)
  await audit(auditSourceOf(ctx), {
    action: 'session.cancel',
    entityType: 'session',
    entityId: id,
    before: { status: before.status },
    after: {
      status: after.status,
      cancelReason: after.cancelReason,
      cancelledAt: after.cancelledAt,
    },
  })
  return withFeedback(after)
}

export const sessions: ResourceDefinition = {
  name: 'sessions',
  bodies: { cancel: cancelValidator },
  query,
  idColumn: 's.id',
  sortColumns: {
    id: 's.id',
    startsAt: 's.starts_at',
    status: 's.status',
    createdAt: 's.created_at',
  },
  defaultSort: ['startsAt', 'DESC'],
  filters: {
    q: searchFilter(
      mentorColumns.firstName,
      mentorColumns.lastName,
      mentorColumns.email,
      menteeColumns.firstName,
      menteeColumns.lastName,
      menteeColumns.email
    ),
    status: equalsFilter('s.status', 'string', SESSION_STATUSES),
    mentorUserId: equalsFilter('s.mentor_user_id', 'number'),
    menteeUserId: equalsFilter('s.mentee_user_id', 'number'),
    ...dateFilters('startsAt', 's.starts_at'),
  },
  toRecords: (rows) => rows.map(sessionRecord),
  detail: withFeedback,
  actions: { cancel },
}
