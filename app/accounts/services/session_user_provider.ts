import { symbols } from '@adonisjs/auth'
import type { Secret } from '@adonisjs/core/helpers'
import { DbRememberMeTokensProvider, type RememberMeToken } from '@adonisjs/auth/session'
import type {
  SessionGuardUser,
  SessionWithTokensUserProviderContract,
} from '@adonisjs/auth/types/session'
import type User from '#accounts/models/user'

let loadedModel: typeof User | undefined

/** The User model, imported on first use (config/auth.ts loads this file early); then kept. */
async function userModel() {
  if (!loadedModel) {
    const { default: model } = await import('#accounts/models/user')
    loadedModel = model
  }
  return loadedModel
}

/**
 * The session guard's user provider. A session stores "<user id>:<session
 * version>" instead of the bare id, and a session whose version is no longer
 * the user's (see `endAllSessions`) does not authenticate. This ends every
 * session of a user at once, whichever store holds the sessions (cookie or
 * Redis), without a per-request lookup other than the user's own row.
 *
 * "Remember me" tokens live in `remember_me_tokens` (hash only) and are
 * rotated on every use by the guard; ending all sessions deletes them.
 */
export class VersionedSessionUserProvider implements SessionWithTokensUserProviderContract<User> {
  declare [symbols.PROVIDER_REAL_USER]: User

  #tokens?: DbRememberMeTokensProvider<typeof User>

  async #rememberMeTokens() {
    this.#tokens ??= DbRememberMeTokensProvider.forModel(await userModel())
    return this.#tokens
  }

  /** The identifier a session keeps for this user. */
  static identifierFor(userId: number, sessionVersion: number) {
    return `${userId}:${sessionVersion}`
  }

  static parseIdentifier(identifier: unknown): { userId: number; sessionVersion: number } | null {
    if (typeof identifier !== 'string') return null
    const match = /^(\d+):(\d+)$/.exec(identifier)
    if (!match) return null
    return { userId: Number(match[1]), sessionVersion: Number(match[2]) }
  }

  async #currentVersion(user: User) {
    if (typeof user.sessionVersion === 'number') return user.sessionVersion
    // A freshly created model does not hold the column's database default.
    const Model = await userModel()
    const row = await Model.query().select('session_version').where('id', user.id).first()
    user.sessionVersion = row?.sessionVersion ?? 0
    return user.sessionVersion
  }

  async createUserForGuard(user: User): Promise<SessionGuardUser<User>> {
    const version = await this.#currentVersion(user)
    return {
      getId: () => VersionedSessionUserProvider.identifierFor(user.id, version),
      getOriginal: () => user,
    }
  }

  async findById(identifier: string | number | BigInt) {
    const parsed = VersionedSessionUserProvider.parseIdentifier(identifier)
    if (!parsed) return null
    const Model = await userModel()
    const user = await Model.find(parsed.userId)
    if (!user || user.sessionVersion !== parsed.sessionVersion) return null
    return this.createUserForGuard(user)
  }

  async createRememberToken(user: User, expiresIn: string | number) {
    const tokens = await this.#rememberMeTokens()
    return tokens.create(user, expiresIn)
  }

  /**
   * The guard looks the token's owner up with `findById`: hand it the
   * owner's current versioned identifier.
   */
  async verifyRememberToken(tokenValue: Secret<string>): Promise<RememberMeToken | null> {
    const tokens = await this.#rememberMeTokens()
    const token = await tokens.verify(tokenValue)
    if (!token) return null
    const Model = await userModel()
    const owner = await Model.find(token.tokenableId)
    if (!owner) return null
    token.tokenableId = VersionedSessionUserProvider.identifierFor(owner.id, owner.sessionVersion)
    return token
  }

  async recycleRememberToken(
    user: User,
    tokenIdentifier: string | number | BigInt,
    expiresIn: string | number
  ) {
    const tokens = await this.#rememberMeTokens()
    return tokens.recycle(user, tokenIdentifier, expiresIn)
  }

  async deleteRemeberToken(user: User, tokenIdentifier: string | number | BigInt) {
    const tokens = await this.#rememberMeTokens()
    return tokens.delete(user, tokenIdentifier)
  }
}
