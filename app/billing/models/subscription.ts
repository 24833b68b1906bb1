import { SubscriptionSchema } from '#database/schema'
import { hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { BillingPeriod, Plan, SubscriptionStatus } from '#business/pricing'
import Invoice from '#billing/models/invoice'

/** A plan bought for a period, at the price it had then (cents). */
export default class Subscription extends SubscriptionSchema {
  declare plan: Plan
  declare period: BillingPeriod
  declare status: SubscriptionStatus

  @hasMany(() => Invoice)
  declare invoices: HasMany<typeof Invoice>
}
