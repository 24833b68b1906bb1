import { AuthTokenSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { AuthTokenPurpose } from '#business/accounts'
import User from '#accounts/models/user'

/**
 * A single-use e-mailed token (e-mail verification, password reset). Only the
 * SHA-256 hash of the token is stored.
 */
export default class AuthToken extends AuthTokenSchema {
  declare purpose: AuthTokenPurpose

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
