import { InvoiceSchema } from '#database/schema'
import { belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { BillingPeriod, InvoiceStatus, PaidPlan } from '#business/pricing'
import Subscription from '#billing/models/subscription'
import Refund from '#billing/models/refund'

/**
 * A payment: a subscription invoice or a session payment. Kept when the
 * account is deleted (user_id becomes NULL).
 */
export default class Invoice extends InvoiceSchema {
  declare status: InvoiceStatus
  declare plan: PaidPlan | null
  declare period: BillingPeriod | null

  @belongsTo(() => Subscription)
  declare subscription: BelongsTo<typeof Subscription>

  @hasMany(() => Refund)
  declare refunds: HasMany<typeof Refund>
}
