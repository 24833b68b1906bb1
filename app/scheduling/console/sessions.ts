import { paragraphsOfText } from '#core/validators/display_text'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import vine from '@vinejs/vine'
import { SESSION_RULES, SESSION_STATUSES } from '#business/sessions'
import { formMessages } from '#core/services/form_messages'
import { searchSessionParties, withSessionParties } from '#scheduling/console/session_parties'
import { cancelSession } from '#scheduling/services/session_lifecycle'
import { audit, auditSourceOf } from '#core/services/audit_log'
import {
  dateFilters,
  equalsFilter,
  recordOf,
  type ResourceDefinition,
} from '#core/services/admin_resources'
import SessionTransformer, {
  consoleSessionSchema,
  type ConsoleSessionView,
} from '#scheduling/transformers/console/session_transformer'

/*
| Mentoring sessions, scheduling's resource of the admin console. An admin
| may cancel one at any time: cancelSession e-mails both parties and gives
| the credit back. A record shows the parties' feedback (private texts
| included: they are written for the team); the parties' private notes are
| never read here.
*/

function query() {
  const sessions = db
    .from('mentoring_sessions as s')
    // The no-show it carries, if any (one per session).
    .leftJoin('session_no_shows as n', 'n.session_id', 's.id')
    .select(
      'n.id as no_show_id',
      'n.status as no_show_status',
      'n.absent_party as no_show_absent_party',
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
      's.created_at',
      's.mentor_confirmed_at',
      's.nudge_sent_at',
      's.reminder_sent_at',
      's.final_reminder_sent_at',
      's.feedback_requested_at'
    )
  return withSessionParties(sessions)
}

/** The session with both parties' feedback. */
async function withFeedback(session: ConsoleSessionView): Promise<ConsoleSessionView> {
  const feedback = await db
    .from('feedbacks')
    .where('session_id', Number(session.id))
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
  return { ...session, feedback }
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
  const before = await recordOf(sessions, id)
  await cancelSession({ user: ctx.auth.user!, asAdmin: true }, id, reason)
  const after = await recordOf(sessions, id)
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
}

export const sessions: ResourceDefinition<ConsoleSessionView> = {
  name: 'sessions',
  schema: consoleSessionSchema,
  transformer: SessionTransformer,
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
    q: searchSessionParties(),
    status: equalsFilter('s.status', 'string', SESSION_STATUSES),
    mentorUserId: equalsFilter('s.mentor_user_id', 'number'),
    menteeUserId: equalsFilter('s.mentee_user_id', 'number'),
    ...dateFilters('startsAt', 's.starts_at'),
  },
  detail: withFeedback,
  actions: { cancel },
}
