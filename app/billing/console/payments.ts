import { paragraphsOfText } from '#core/validators/display_text'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import vine from '@vinejs/vine'
import { INVOICE_STATUSES, REFUND_REASON_MAX_LENGTH } from '#business/pricing'
import { formMessages } from '#core/services/form_messages'
import { joinMemberName } from '#accounts/index'
import { refundInvoice } from '#billing/services/invoice_refunds'
import { audit, auditSourceOf } from '#core/services/audit_log'
import {
  dateFilters,
  equalsFilter,
  recordOf,
  type FilterDefinition,
  type ResourceDefinition,
} from '#core/services/admin_resources'
import PaymentTransformer, {
  consolePaymentSchema,
} from '#billing/transformers/console/payment_transformer'

/*
| Payments, billing's resource of the admin console: every invoice, a
| subscription's or a session's, with the member's name. An admin can
| refund what is left of a paid one; the billing module pays it back
| through Stripe when the invoice was paid there (else in the test mode).
| A refunded session payment leaves the session and its credit as they
| are: the money and the call are separate decisions (cancel the session
| too if it should not take place). A refunded subscription payment ends
| the subscription at once; a renewal needs `confirmRenewal`.
*/

export const PAYMENT_KINDS = ['subscription', 'session'] as const

function query() {
  const invoices = db
    .from('invoices as i')
    .select(
      'i.id',
      'i.user_id',
      'i.subscription_id',
      'i.session_id',
      'i.amount_cents',
      'i.currency',
      'i.status',
      'i.plan',
      'i.period',
      'i.is_renewal',
      'i.description',
      'i.paid_at',
      'i.created_at',
      db.raw(
        '(select coalesce(sum(r.amount_cents), 0) from refunds r where r.invoice_id = i.id) as refunded_cents'
      )
    )
  // A left join: an invoice outlives its member's account (its user_id null).
  return joinMemberName(invoices, { on: 'i.user_id', as: 'member', optional: true })
}

const kindFilter: FilterDefinition = {
  type: 'string',
  values: PAYMENT_KINDS,
  apply: (invoices, kind: string) => {
    if (kind === 'session') invoices.whereNotNull('i.session_id')
    else invoices.whereNull('i.session_id')
  },
}

export const refundValidator = vine.create({
  reason: vine
    .string()
    .trim()
    .use(paragraphsOfText())
    .maxLength(REFUND_REASON_MAX_LENGTH)
    .optional(),
  /** A renewal is refunded only when the admin confirms it (members never get one). */
  confirmRenewal: vine.boolean().optional(),
})

async function refund(ctx: HttpContext, id: number) {
  const { reason, confirmRenewal } = await ctx.request.validateUsing(refundValidator, {
    messagesProvider: formMessages(ctx, 'admin'),
  })
  const before = await recordOf(payments, id)
  await refundInvoice(id, { reason: reason || null, byUserId: ctx.auth.user!.id, confirmRenewal })
  const after = await recordOf(payments, id)
  await audit(auditSourceOf(ctx), {
    action: 'payment.refund',
    entityType: 'payment',
    entityId: id,
    before: { status: before.status, refundedCents: before.refundedCents },
    after: { status: after.status, refundedCents: after.refundedCents, reason: reason || null },
  })
}

export const payments: ResourceDefinition = {
  name: 'payments',
  schema: consolePaymentSchema,
  transformer: PaymentTransformer,
  bodies: { refund: refundValidator },
  answers: { refund: { 402: 'PAYMENT_ERROR: Stripe refused the refund or did not answer' } },
  query,
  idColumn: 'i.id',
  sortColumns: {
    id: 'i.id',
    amountCents: 'i.amount_cents',
    status: 'i.status',
    paidAt: 'i.paid_at',
    createdAt: 'i.created_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    status: equalsFilter('i.status', 'string', INVOICE_STATUSES),
    userId: equalsFilter('i.user_id', 'number'),
    subscriptionId: equalsFilter('i.subscription_id', 'number'),
    sessionId: equalsFilter('i.session_id', 'number'),
    kind: kindFilter,
    ...dateFilters('paidAt', 'i.paid_at'),
  },
  actions: { refund },
}
