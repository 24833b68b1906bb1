import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#accounts/models/user'
import { toDbInstant } from '#database/columns'
import { ACCOUNT_RULES } from '#business/accounts'
import type { Locale } from '#business/app'
import { isUniqueViolation } from '#database/errors'

export type SocialProvider = 'google' | 'linkedin'

/** What a provider told us about the person, in the provider-neutral shape. */
export type SocialProfile = {
  provider: SocialProvider
  /** The provider's stable user id (OpenID `sub`). */
  providerId: string
  email: string | null
  /** The provider vouches for the e-mail address (OpenID `email_verified`). */
  emailVerified: boolean
  firstName: string
  lastName: string
}

export type SocialSignInRefusal =
  /** The provider shared no e-mail address. */
  | 'email_missing'
  /** The provider does not vouch for the e-mail address: nothing is linked or created. */
  | 'email_unverified'
  /** The matching account is suspended. */
  | 'suspended'
  /** The account with this e-mail is already linked to another id at this provider. */
  | 'already_linked'

export type SocialSignInResult =
  | { ok: true; user: User; outcome: 'existing' | 'linked' | 'created' }
  | { ok: false; reason: SocialSignInRefusal }

const PROVIDER_COLUMN = { google: 'googleId', linkedin: 'linkedinId' } as const
const PROVIDER_DB_COLUMN = { google: 'google_id', linkedin: 'linkedin_id' } as const

function clip(value: string | null | undefined, max: number) {
  return (value ?? '').trim().slice(0, max)
}

/**
 * Finds, links or creates the account behind a Google or LinkedIn sign-in:
 *
 * 1. an account already linked to this provider id is the one;
 * 2. otherwise the provider must vouch for the e-mail address, or nothing
 *    happens (no link, no account);
 * 3. an account with that e-mail is linked to the provider id. If that
 *    account had never verified its address, whoever chose its password never
 *    proved they own the address: the password is dropped (pre-hijacking
 *    defence) and the address counts as verified from now on;
 * 4. otherwise a STUDENT account is created, e-mail verified, no password,
 *    names from the provider, locale of the request.
 *
 * Suspended accounts are refused at every step.
 */
export default class SocialSignIn {
  async handle(profile: SocialProfile, options: { locale: Locale }): Promise<SocialSignInResult> {
    try {
      return await this.#run(profile, options)
    } catch (error) {
      // Two concurrent returns for the same person: the first one won, use it.
      if (!isUniqueViolation(error)) throw error
      return await this.#run(profile, options)
    }
  }

  async #run(profile: SocialProfile, options: { locale: Locale }): Promise<SocialSignInResult> {
    const column = PROVIDER_COLUMN[profile.provider]

    return db.transaction(async (trx) => {
      const byProviderId = await User.query({ client: trx })
        .where(PROVIDER_DB_COLUMN[profile.provider], profile.providerId)
        .first()
      if (byProviderId) {
        if (byProviderId.isSuspended) return { ok: false, reason: 'suspended' } as const
        return { ok: true, user: byProviderId, outcome: 'existing' } as const
      }

      const email = profile.email?.trim().toLowerCase() ?? ''
      if (!email) return { ok: false, reason: 'email_missing' } as const
      if (!profile.emailVerified) return { ok: false, reason: 'email_unverified' } as const

      const byEmail = await User.query({ client: trx }).where('email', email).first()
      if (byEmail) {
        if (byEmail.isSuspended) return { ok: false, reason: 'suspended' } as const
        if (byEmail[column] && byEmail[column] !== profile.providerId) {
          return { ok: false, reason: 'already_linked' } as const
        }
        const now = toDbInstant(DateTime.now(), trx.connectionName)
        const changes: Record<string, unknown> = {
          [PROVIDER_DB_COLUMN[profile.provider]]: profile.providerId,
          updated_at: now,
        }
        if (!byEmail.emailVerifiedAt) {
          // A query, not the model: the auth finder would try to hash `null`.
          changes.password = null
          changes.email_verified_at = now
        }
        await User.query({ client: trx }).where('id', byEmail.id).update(changes)
        await byEmail.useTransaction(trx).refresh()
        return { ok: true, user: byEmail, outcome: 'linked' } as const
      }

      const firstName = clip(profile.firstName, ACCOUNT_RULES.nameMaxLength)
      const created = new User()
      created.fill({
        firstName: firstName || clip(email.split('@')[0], ACCOUNT_RULES.nameMaxLength),
        lastName: clip(profile.lastName, ACCOUNT_RULES.nameMaxLength),
        email,
        role: 'STUDENT',
        status: 'active',
        onboarded: false,
        locale: options.locale,
        emailVerifiedAt: DateTime.now(),
      })
      created[column] = profile.providerId
      await created.useTransaction(trx).save()
      return { ok: true, user: created, outcome: 'created' } as const
    })
  }
}
