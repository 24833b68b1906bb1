import { ReferralSchema } from '#database/schema'
import { belongsTo, hasMany, hasOne } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, HasOne } from '@adonisjs/lucid/types/relations'
import type { ReferralStatus } from '#business/referrals'
import User from '#accounts/models/user'
import Reward from '#referrals/models/reward'
import DiscountCode from '#referrals/models/discount_code'

/** Who referred whom. A user is referred at most once. */
export default class Referral extends ReferralSchema {
  declare status: ReferralStatus

  @belongsTo(() => User, { foreignKey: 'referrerUserId' })
  declare referrer: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'referredUserId' })
  declare referred: BelongsTo<typeof User>

  @hasMany(() => Reward)
  declare rewards: HasMany<typeof Reward>

  @hasOne(() => DiscountCode)
  declare discountCode: HasOne<typeof DiscountCode>
}
