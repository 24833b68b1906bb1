import db from '@adonisjs/lucid/services/db'
import { dateFilters, equalsFilter, type ResourceDefinition } from '#core/services/admin_resources'
import RefundTransformer, {
  consoleRefundSchema,
} from '#billing/transformers/console/refund_transformer'

/*
| Refunds, billing's resource of the admin console (read-only): what was
| paid back of each invoice, by whom.
*/

export const refunds: ResourceDefinition = {
  name: 'refunds',
  schema: consoleRefundSchema,
  transformer: RefundTransformer,
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
}
