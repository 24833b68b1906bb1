import db from '@adonisjs/lucid/services/db'
import {
  dateFilters,
  equalsFilter,
  isoOf,
  numberOrNull,
  type ResourceDefinition,
  type Row,
} from '#core/services/admin_resources'

/*
| Refunds, billing's resource of the admin console (read-only): what was
| paid back of each invoice, by whom.
*/

function refundRecord(row: Row) {
  return {
    id: Number(row.id),
    invoiceId: Number(row.invoice_id),
    amountCents: Number(row.amount_cents),
    reason: row.reason ?? null,
    stripeRefundId: row.stripe_refund_id ?? null,
    createdByUserId: numberOrNull(row.created_by_user_id),
    createdAt: isoOf(row.created_at),
  }
}

export const refunds: ResourceDefinition = {
  name: 'refunds',
  query: () =>
    db
      .from('refunds')
      .select(
        'id',
        'invoice_id',
        'amount_cents',
        'reason',
        'stripe_refund_id',
        'created_by_user_id',
        'created_at'
      ),
  idColumn: 'id',
  sortColumns: { id: 'id', amountCents: 'amount_cents', createdAt: 'created_at' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    invoiceId: equalsFilter('invoice_id', 'number'),
    ...dateFilters('createdAt', 'created_at'),
  },
  toRecords: (rows) => rows.map(refundRecord),
}
