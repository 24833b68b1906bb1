import { DateTime } from 'luxon'
import { DiscountCodeSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { discountExpiryDaysRemaining } from '#business/referrals'
import Referral from '#referrals/models/referral'

/** A percentage discount on a first subscription, owned by one user. */
export default class DiscountCode extends DiscountCodeSchema {
  @belongsTo(() => Referral)
  declare referral: BelongsTo<typeof Referral>

  get isExpired() {
    return this.expiresAt <= DateTime.now()
  }

  get daysRemaining() {
    return discountExpiryDaysRemaining(this.expiresAt.toJSDate())
  }
}
