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
    invoice_id: Number(row.invoice_id),
    amount_cents: Number(row.amount_cents),
    reason: row.reason ?? null,
    stripe_refund_id: row.stripe_refund_id ?? null,
    created_by_user_id: numberOrNull(row.created_by_user_id),
    created_at: isoOf(row.created_at),
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
  sortColumns: { id: 'id', amount_cents: 'amount_cents', created_at: 'created_at' },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    invoice_id: equalsFilter('invoice_id', 'number'),
    ...dateFilters('created_at', 'created_at'),
  },
  toRecords: (rows) => rows.map(refundRecord),
}
