import { RewardSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { RewardStatus, RewardType } from '#business/referrals'
import Referral from '#referrals/models/referral'

/**
 * A referrer's reward. `idempotencyKey` is unique so processing twice never
 * pays twice; a free-session reward records the session it paid for.
 */
export default class Reward extends RewardSchema {
  declare type: RewardType
  declare status: RewardStatus

  @belongsTo(() => Referral)
  declare referral: BelongsTo<typeof Referral>
}
