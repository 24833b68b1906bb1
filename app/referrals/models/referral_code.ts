import { ReferralCodeSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#accounts/models/user'

/** A user's own 8-character referral code (one per user; regenerating replaces it). */
export default class ReferralCode extends ReferralCodeSchema {
  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
