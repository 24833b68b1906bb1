import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { Locale } from '#business/app'
import { flashToast } from '#core/services/toast'
import { afterSignIn, safeReturnTo } from '#accounts/services/return_to'
import { sendWelcomeEmail } from '#accounts/services/account_mailer'
import emitter from '@adonisjs/core/services/emitter'
import { capturedReferralCode } from '#accounts/services/referral_capture'
import SocialSignIn, {
  type SocialProfile,
  type SocialProvider,
  type SocialSignInRefusal,
} from '#accounts/services/social_sign_in'
import { confirmFreshSignIn, pullAwaitedSignIn } from '#accounts/services/fresh_sign_in'
import type User from '#accounts/models/user'
import { ACCOUNT_DELETION_RULES } from '#business/accounts'

/** Brand names: the same in every language. */
const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', linkedin: 'LinkedIn' }

/** Where the visitor wanted to go, kept in the session across the provider round trip. */
const RETURN_TO_KEY = 'social_sign_in_return_to'

type ToastReason =
  | 'accessDenied'
  | 'stateMismatch'
  | 'failed'
  | 'emailMissing'
  | 'emailUnverified'
  | 'alreadyLinked'
  | 'suspended'

const REFUSAL_REASONS: Record<SocialSignInRefusal, ToastReason> = {
  email_missing: 'emailMissing',
  email_unverified: 'emailUnverified',
  already_linked: 'alreadyLinked',
  suspended: 'suspended',
}

function namesOf(user: { original?: unknown }) {
  const original = (user.original ?? {}) as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  let firstName = text(original.given_name)
  let lastName = text(original.family_name)
  if (!firstName && !lastName) {
    const [first = '', ...rest] = text(original.name).split(/\s+/)
    firstName = first
    lastName = rest.join(' ')
  }
  return { firstName, lastName }
}

/**
 * Google and LinkedIn sign-in through @adonisjs/ally: the redirect to the
 * provider, and the return pages of the spec (/auth/google/callback/:token,
 * whose token may contain slashes, and /auth/linkedin).
 */
export default class SocialAuthController {
  googleRedirect(ctx: HttpContext) {
    return this.#redirect(ctx, 'google')
  }

  /**
   * /auth/google/callback/* : the wildcard (`params['*']`) is the spec's
   * token, slashes included. The sign-in itself needs only the query (code,
   * state, or the provider's error), so any token path is accepted.
   */
  googleCallback(ctx: HttpContext) {
    return this.#callback(ctx, 'google')
  }

  linkedinRedirect(ctx: HttpContext) {
    return this.#redirect(ctx, 'linkedin')
  }

  linkedinCallback(ctx: HttpContext) {
    return this.#callback(ctx, 'linkedin')
  }

  async #redirect(ctx: HttpContext, provider: SocialProvider) {
    const returnTo = safeReturnTo(ctx.request.input('returnTo'))
    const driver = ctx.ally.use(provider)
    if (!driver.config.clientId) return this.#initFailed(ctx, provider, returnTo)
    try {
      await driver.redirect()
    } catch (error) {
      ctx.logger.error({ err: error, provider }, 'social sign-in: cannot build the redirect')
      return this.#initFailed(ctx, provider, returnTo)
    }
    // Kept for the return page; a previous attempt's wish does not linger.
    if (returnTo) ctx.session.put(RETURN_TO_KEY, returnTo)
    else ctx.session.forget(RETURN_TO_KEY)
  }

  async #callback(ctx: HttpContext, provider: SocialProvider) {
    const returnTo = safeReturnTo(ctx.session.pull(RETURN_TO_KEY))
    const confirming = pullAwaitedSignIn(ctx, provider)
    const profile = await this.#profileFrom(ctx, provider)

    if (confirming) return this.#confirmIdentity(ctx, provider, confirming, profile)
    if (profile === 'notConfigured') return this.#initFailed(ctx, provider, returnTo)
    if (typeof profile === 'string') return this.#refuse(ctx, provider, profile, returnTo)

    const result = await new SocialSignIn().handle(profile, { locale: ctx.i18n.locale as Locale })
    if (!result.ok) return this.#refuse(ctx, provider, REFUSAL_REASONS[result.reason], returnTo)

    const user = result.user
    await ctx.auth.use('web').login(user)
    user.lastLoginAt = DateTime.now()
    await user.save()

    if (result.outcome === 'created') {
      await emitter.emit('user:registered', {
        userId: user.id,
        email: user.email,
        referralCode: capturedReferralCode(ctx),
      })
      try {
        await sendWelcomeEmail(user)
      } catch (error) {
        // The account exists and is signed in; a mail queue hiccup must not undo that.
        ctx.logger.error({ err: error, userId: user.id }, 'social sign-in: welcome e-mail failed')
      }
    }

    return ctx.response.redirect(afterSignIn(user, returnTo))
  }

  /** The person the provider vouches for on its return, or why there is none. */
  async #profileFrom(
    ctx: HttpContext,
    provider: SocialProvider
  ): Promise<SocialProfile | ToastReason | 'notConfigured'> {
    const driver = ctx.ally.use(provider)
    if (!driver.config.clientId) return 'notConfigured'
    if (driver.accessDenied()) return 'accessDenied'
    // Ally treats "no state cookie and no state parameter" as a match: require one.
    if (!ctx.request.input('state') || driver.stateMisMatch()) return 'stateMismatch'
    if (driver.hasError()) {
      ctx.logger.warn({ provider, error: driver.getError() }, 'social sign-in: provider error')
      return 'failed'
    }
    try {
      const user = await driver.user()
      const profile: SocialProfile = {
        provider,
        providerId: String(user.id ?? ''),
        email: user.email,
        emailVerified: user.emailVerificationState === 'verified',
        ...namesOf(user),
      }
      return profile.providerId ? profile : 'failed'
    } catch (error) {
      ctx.logger.warn({ err: error, provider }, 'social sign-in: token or profile request failed')
      return 'failed'
    }
  }

  /**
   * A signed-in member back from a fresh sign-in that confirms their account's deletion
   * (Settings > Privacy and data): it counts only as the account's own link to the provider.
   */
  #confirmIdentity(
    ctx: HttpContext,
    provider: SocialProvider,
    user: User,
    profile: SocialProfile | ToastReason | 'notConfigured'
  ) {
    const name = PROVIDER_NAMES[provider]
    if (typeof profile !== 'string' && confirmFreshSignIn(ctx, user, profile)) {
      flashToast(ctx, {
        title: ctx.i18n.t('account_deletion.freshSignIn.confirmed', { provider: name }),
        description: ctx.i18n.t('account_deletion.freshSignIn.confirmedDescription', {
          minutes: ACCOUNT_DELETION_RULES.freshSignInMinutes,
        }),
      })
    } else {
      const title =
        typeof profile !== 'string'
          ? ctx.i18n.t('account_deletion.freshSignIn.otherAccount', { provider: name })
          : profile === 'notConfigured'
            ? ctx.i18n.t(`oauth.initFailed.${provider}`)
            : ctx.i18n.t(`oauth.errors.${profile}`, { provider: name })
      flashToast(ctx, { title, variant: profile === 'accessDenied' ? 'default' : 'destructive' })
    }
    return ctx.response.redirect().toRoute('accounts.settings.privacy')
  }

  #initFailed(ctx: HttpContext, provider: SocialProvider, returnTo: string | null) {
    flashToast(ctx, { title: ctx.i18n.t(`oauth.initFailed.${provider}`), variant: 'destructive' })
    return ctx.response.redirect(this.#loginPath(returnTo))
  }

  #refuse(
    ctx: HttpContext,
    provider: SocialProvider,
    reason: ToastReason,
    returnTo: string | null
  ) {
    const title =
      reason === 'suspended'
        ? ctx.i18n.t('errors.auth.suspended')
        : ctx.i18n.t(`oauth.errors.${reason}`, { provider: PROVIDER_NAMES[provider] })
    flashToast(ctx, { title, variant: reason === 'accessDenied' ? 'default' : 'destructive' })
    return ctx.response.redirect(this.#loginPath(returnTo))
  }

  #loginPath(returnTo: string | null) {
    return urlFor('accounts.login', undefined, { qs: returnTo ? { returnTo } : undefined })
  }
}
