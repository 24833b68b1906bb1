import { SubscriptionSchema } from '#database/schema'
import { belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { BillingPeriod, Plan, SubscriptionStatus } from '#business/pricing'
import User from '#accounts/models/user'
import Invoice from '#billing/models/invoice'

/** A plan bought for a period, at the price it had then (cents). */
export default class Subscription extends SubscriptionSchema {
  declare plan: Plan
  declare period: BillingPeriod
  declare status: SubscriptionStatus

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @hasMany(() => Invoice)
  declare invoices: HasMany<typeof Invoice>
}
