import { ReferralSchema } from '#database/schema'
import { hasMany, hasOne } from '@adonisjs/lucid/orm'
import type { HasMany, HasOne } from '@adonisjs/lucid/types/relations'
import type { ReferralStatus } from '#business/referrals'
import Reward from '#referrals/models/reward'
import DiscountCode from '#referrals/models/discount_code'

/** Who referred whom. A user is referred at most once. */
export default class Referral extends ReferralSchema {
  declare status: ReferralStatus

  @hasMany(() => Reward)
  declare rewards: HasMany<typeof Reward>

  @hasOne(() => DiscountCode)
  declare discountCode: HasOne<typeof DiscountCode>
}
