import { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import {
  CONVERSATION_REPORT_REASONS,
  CONVERSATION_REPORT_STATUSES,
  CONVERSATION_RULES,
  CONVERSATION_SIDES,
} from '#business/messages'
import { AppError } from '#core/errors'
import { audit, auditSourceOf } from '#core/services/audit_log'
import { toDbInstant } from '#database/columns'
import {
  dateFilters,
  equalsFilter,
  searchFilter,
  type ResourceDefinition,
} from '#core/services/admin_resources'
import { joinMemberName, memberNameColumns, suspendMember } from '#accounts/index'
import ConversationMessage from '#mentoring/models/conversation_message'
import ConversationReportTransformer, {
  consoleConversationReportSchema,
  type ConsoleConversationReportView,
} from '#mentoring/transformers/console/conversation_report_transformer'

/*
| Reported conversations, mentoring's resource of the admin console: the queue of reports
| waiting for the team (open, oldest first) and every other one. A conversation is readable by
| admins only once reported, and only here: a report's own page (GET /:id, and the answer of a
| decision) carries the conversation's messages, and every such answer is written to the audit
| log as the admin's reading of it (`conversation.read`). The list never carries a message.
| The team dismisses a report, or suspends the reported member (accounts' suspension: signed
| out, their sessions to come cancelled), which settles it as actioned.
*/

const MENTEE = { on: 'c.mentee_user_id', as: 'mentee', optional: true } as const
const MENTOR = { on: 'c.mentor_user_id', as: 'mentor', optional: true } as const

function query() {
  const reports = db
    .from('conversation_reports as r')
    .join('conversations as c', 'c.id', 'r.conversation_id')
    .select(
      'r.id',
      'r.conversation_id',
      'r.status',
      'r.reason',
      'r.details',
      'r.reporter_side',
      'r.reporter_user_id',
      'r.reported_user_id',
      'r.handled_by_user_id',
      'r.handled_at',
      'r.created_at',
      'c.mentee_user_id',
      'c.mentor_user_id',
      db.raw(
        '(select count(*) from conversation_messages m where m.conversation_id = r.conversation_id) as message_count'
      )
    )
  return joinMemberName(joinMemberName(reports, MENTEE), MENTOR)
}

const mentee = memberNameColumns(MENTEE.as)
const mentor = memberNameColumns(MENTOR.as)

/**
 * The conversation's messages (the newest CONVERSATION_RULES.consoleMessages, oldest first),
 * each answer that carries them audited as the admin's reading.
 */
async function withMessages(
  row: ConsoleConversationReportView
): Promise<ConsoleConversationReportView> {
  const conversationId = Number(row.conversation_id)
  const rows = await ConversationMessage.query()
    .where('conversationId', conversationId)
    .orderBy('id', 'desc')
    .limit(CONVERSATION_RULES.consoleMessages)
  const view = new ConversationReportTransformer(row).toObject()
  const names = { mentee: view.menteeName, mentor: view.mentorName }
  const messages = rows.reverse().map((message) => ({
    id: message.id,
    side: message.senderSide,
    senderName: names[message.senderSide],
    body: message.body,
    createdAt: message.createdAt.toUTC().toISO()!,
  }))
  const ctx = HttpContext.get()
  await audit(ctx ? auditSourceOf(ctx) : { actorId: null }, {
    action: 'conversation.read',
    entityType: 'conversation',
    entityId: conversationId,
    after: { reportId: Number(row.id), messagesShown: messages.length },
  })
  return { ...row, messages }
}

type ReportRow = { id: number; status: string; reported_user_id: number | null }

async function reportOf(id: number): Promise<ReportRow> {
  const report = await db
    .from('conversation_reports')
    .where('id', id)
    .select('id', 'status', 'reported_user_id')
    .first()
  if (!report) throw new AppError('NOT_FOUND')
  return report
}

/** Settles an open report (a conditional update: two admins at once settle it once). */
async function settle(ctx: HttpContext, report: ReportRow, status: 'dismissed' | 'actioned') {
  const now = DateTime.utc()
  await db.transaction(async (trx) => {
    const changed = await trx
      .from('conversation_reports')
      .where('id', report.id)
      .where('status', 'open')
      .update({
        status,
        handled_by_user_id: ctx.auth.user!.id,
        handled_at: toDbInstant(now, trx.connectionName),
        updated_at: toDbInstant(now, trx.connectionName),
      })
    if (!Number(Array.isArray(changed) ? changed[0] : changed)) {
      throw new AppError('CONFLICT', { messageKey: 'admin.conversationReports.errors.notOpen' })
    }
    await audit(
      auditSourceOf(ctx),
      {
        action:
          status === 'dismissed' ? 'conversation_report.dismiss' : 'conversation_report.suspend',
        entityType: 'conversation_report',
        entityId: report.id,
        before: { status: report.status },
        after: { status, handledAt: now.toISO(), reportedUserId: report.reported_user_id },
      },
      trx
    )
  })
}

function assertOpen(report: ReportRow) {
  if (report.status !== 'open') {
    throw new AppError('CONFLICT', { messageKey: 'admin.conversationReports.errors.notOpen' })
  }
}

async function dismiss(ctx: HttpContext, id: number) {
  const report = await reportOf(id)
  assertOpen(report)
  await settle(ctx, report, 'dismissed')
}

/** Suspends the member the report is about, then settles it (suspending twice does nothing twice). */
async function suspendReported(ctx: HttpContext, id: number) {
  const report = await reportOf(id)
  assertOpen(report)
  const reportedId = report.reported_user_id
  if (reportedId === null) {
    throw new AppError('CONFLICT', { messageKey: 'admin.conversationReports.errors.formerMember' })
  }
  if (reportedId === ctx.auth.user!.id) {
    throw new AppError('FORBIDDEN', { messageKey: 'admin.users.errors.self' })
  }
  const found = await suspendMember(reportedId, {
    admin: ctx.auth.user!,
    source: auditSourceOf(ctx),
  })
  if (!found) {
    throw new AppError('CONFLICT', { messageKey: 'admin.conversationReports.errors.formerMember' })
  }
  await settle(ctx, report, 'actioned')
}

export const conversationReports: ResourceDefinition<ConsoleConversationReportView> = {
  name: 'conversation-reports',
  schema: consoleConversationReportSchema,
  transformer: ConversationReportTransformer,
  query,
  idColumn: 'r.id',
  sortColumns: {
    id: 'r.id',
    createdAt: 'r.created_at',
    status: 'r.status',
    reason: 'r.reason',
    handledAt: 'r.handled_at',
  },
  // The queue: the oldest report first.
  defaultSort: ['createdAt', 'ASC'],
  filters: {
    q: searchFilter(
      mentee.firstName,
      mentee.lastName,
      mentee.email,
      mentor.firstName,
      mentor.lastName,
      mentor.email
    ),
    status: equalsFilter('r.status', 'string', CONVERSATION_REPORT_STATUSES),
    reason: equalsFilter('r.reason', 'string', CONVERSATION_REPORT_REASONS),
    reporterSide: equalsFilter('r.reporter_side', 'string', CONVERSATION_SIDES),
    conversationId: equalsFilter('r.conversation_id', 'number'),
    reportedUserId: equalsFilter('r.reported_user_id', 'number'),
    ...dateFilters('createdAt', 'r.created_at'),
  },
  detail: withMessages,
  actions: { dismiss, suspend: suspendReported },
}
