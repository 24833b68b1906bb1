import { paragraphsOfText } from '#core/validators/display_text'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import vine from '@vinejs/vine'
import { NO_SHOW_PARTIES, NO_SHOW_STATUSES, SESSION_RULES } from '#business/sessions'
import { formMessages } from '#core/services/form_messages'
import { searchSessionParties, withSessionParties } from '#scheduling/console/session_parties'
import { audit, auditSourceOf } from '#core/services/audit_log'
import { isoOf, textOrNull } from '#core/services/record_values'
import { equalsFilter, recordOf, type ResourceDefinition } from '#core/services/admin_resources'
import { decideNoShow, type NoShowOutcome } from '#scheduling/services/no_shows'
import NoShowTransformer, {
  consoleNoShowSchema,
  type ConsoleHistoryStep,
  type ConsoleNoShowView,
} from '#scheduling/transformers/console/no_show_transformer'

/*
| No-shows, scheduling's resource of the admin console: the queue of disputed reports (the list
| filtered on `disputed`, oldest first) and every other report. A record shows both notes, who
| reported whom and the session's history; an admin decides a disputed one: it stands (upheld,
| the mentee's credit back when the mentor was absent) or it did not happen (dismissed). Both
| parties are e-mailed the outcome.
*/

function query() {
  const noShows = db
    .from('session_no_shows as n')
    .join('mentoring_sessions as s', 's.id', 'n.session_id')
    .select(
      'n.id',
      'n.session_id',
      'n.status',
      'n.absent_party',
      'n.reporter_user_id',
      'n.report_note',
      'n.reported_at',
      'n.dispute_note',
      'n.disputed_at',
      'n.decided_by_user_id',
      'n.decided_at',
      'n.decision_note',
      'n.settled_at',
      'n.created_at',
      's.mentor_user_id',
      's.mentee_user_id',
      's.status as session_status',
      's.starts_at',
      's.ends_at',
      's.entitlement',
      's.entitlement_returned_at',
      's.created_at as session_created_at',
      's.mentor_confirmed_at',
      's.mentee_confirmed_at',
      's.cancelled_at',
      's.cancelled_by_user_id',
      's.cancel_reason',
      's.completed_at'
    )
  return withSessionParties(noShows)
}

/** Who took a step, as the console reads it: a party, an admin or the product. */
function byWhom(row: ConsoleNoShowView, userId: unknown) {
  if (userId === null || userId === undefined) return 'system'
  if (Number(userId) === Number(row.mentor_user_id)) return 'mentor'
  if (Number(userId) === Number(row.mentee_user_id)) return 'mentee'
  return 'admin'
}

const step = (
  event: string,
  at: unknown,
  extra: Partial<Omit<ConsoleHistoryStep, 'event' | 'at'>> = {}
): ConsoleHistoryStep => ({
  at: isoOf(at),
  event,
  by: extra.by ?? null,
  note: extra.note ?? null,
  startsAt: extra.startsAt ?? null,
  endsAt: extra.endsAt ?? null,
})

/** The session's history, oldest first, with the no-show's own steps at the end. */
async function withHistory(row: ConsoleNoShowView): Promise<ConsoleNoShowView> {
  const requests = await db
    .from('reschedule_requests')
    .where('session_id', Number(row.session_id))
    .orderBy('created_at')
    .orderBy('id')
    .select(
      'requested_by_user_id',
      'new_starts_at',
      'new_ends_at',
      'reason',
      'status',
      'responded_at',
      'created_at'
    )
  const history: ConsoleHistoryStep[] = [step('booked', row.session_created_at, { by: 'mentee' })]
  if (row.mentor_confirmed_at)
    history.push(step('confirmed', row.mentor_confirmed_at, { by: 'mentor' }))
  if (row.mentee_confirmed_at)
    history.push(step('confirmed', row.mentee_confirmed_at, { by: 'mentee' }))
  for (const request of requests) {
    const times = { startsAt: isoOf(request.new_starts_at), endsAt: isoOf(request.new_ends_at) }
    const by = byWhom(row, request.requested_by_user_id)
    history.push(
      step('reschedule_proposed', request.created_at, { by, note: request.reason, ...times })
    )
    if (request.responded_at && request.status !== 'pending') {
      history.push(step(`reschedule_${request.status}`, request.responded_at, times))
    }
  }
  if (row.cancelled_at) {
    history.push(
      step('cancelled', row.cancelled_at, {
        by: byWhom(row, row.cancelled_by_user_id),
        note: textOrNull(row.cancel_reason),
      })
    )
  }
  history.push(
    step('held', row.completed_at ?? row.ends_at, {
      startsAt: isoOf(row.starts_at),
      endsAt: isoOf(row.ends_at),
    })
  )
  const reporter = row.absent_party === 'mentor' ? 'mentee' : 'mentor'
  history.push(
    step('no_show_reported', row.reported_at, { by: reporter, note: textOrNull(row.report_note) })
  )
  if (row.disputed_at) {
    history.push(
      step('no_show_disputed', row.disputed_at, {
        by: String(row.absent_party),
        note: textOrNull(row.dispute_note),
      })
    )
  }
  if (row.settled_at) {
    history.push(
      step(`no_show_${row.status}`, row.settled_at, {
        by: row.decided_at ? 'admin' : 'system',
        note: textOrNull(row.decision_note),
      })
    )
  }
  // Steps without an instant (none expected) go last; the rest by time.
  history.sort((a, b) => (a.at ?? '\uffff').localeCompare(b.at ?? '\uffff'))
  return { ...row, history }
}

export const decisionValidator = vine.create({
  reason: vine
    .string()
    .trim()
    .use(paragraphsOfText())
    .maxLength(SESSION_RULES.noShowNoteMaxLength)
    .optional(),
})

function decide(outcome: NoShowOutcome) {
  return async (ctx: HttpContext, id: number) => {
    const { reason } = await ctx.request.validateUsing(decisionValidator, {
      messagesProvider: formMessages(ctx, 'admin'),
    })
    const before = await recordOf(noShows, id)
    await decideNoShow(ctx.auth.user!, id, outcome, reason || null)
    const after = await recordOf(noShows, id)
    await audit(auditSourceOf(ctx), {
      action: `no_show.${outcome === 'upheld' ? 'uphold' : 'dismiss'}`,
      entityType: 'no_show',
      entityId: id,
      before: { status: before.status },
      after: {
        status: after.status,
        decisionNote: after.decisionNote,
        entitlementReturnedAt: after.entitlementReturnedAt,
      },
    })
  }
}

export const noShows: ResourceDefinition<ConsoleNoShowView> = {
  name: 'no-shows',
  schema: consoleNoShowSchema,
  transformer: NoShowTransformer,
  bodies: { uphold: decisionValidator, dismiss: decisionValidator },
  query,
  idColumn: 'n.id',
  sortColumns: {
    id: 'n.id',
    reportedAt: 'n.reported_at',
    disputedAt: 'n.disputed_at',
    status: 'n.status',
    sessionStartsAt: 's.starts_at',
  },
  // The queue: the oldest dispute first.
  defaultSort: ['reportedAt', 'ASC'],
  filters: {
    q: searchSessionParties(),
    status: equalsFilter('n.status', 'string', NO_SHOW_STATUSES),
    absentParty: equalsFilter('n.absent_party', 'string', NO_SHOW_PARTIES),
    sessionId: equalsFilter('n.session_id', 'number'),
    mentorUserId: equalsFilter('s.mentor_user_id', 'number'),
    menteeUserId: equalsFilter('s.mentee_user_id', 'number'),
  },
  detail: withHistory,
  actions: { uphold: decide('upheld'), dismiss: decide('dismissed') },
}
