import type { HttpContext } from '@adonisjs/core/http'
import { ACCOUNT_DELETION_RULES } from '#business/accounts'
import { auditSourceOf } from '#core/services/audit_log'
import { formMessages } from '#core/services/form_messages'
import { flashToast } from '#core/services/toast'
import { accountDeletionValidator } from '#accounts/validators/account_deletion'
import { deleteMemberAccount } from '#accounts/services/account_deletion'
import { selfDeletionRefusal, type SelfDeletionRefusal } from '#accounts/services/self_deletion'
import {
  awaitFreshSignIn,
  freshSignInUntil,
  linkedProviders,
} from '#accounts/services/fresh_sign_in'
import { backWithErrors } from '#accounts/services/form_feedback'
import { endSession } from '#accounts/services/sign_in'
import type { SocialProvider } from '#accounts/services/social_sign_in'

/** Where each refusal shows on the dialog's form, and its text. */
const REFUSALS: Record<SelfDeletionRefusal, { field: 'password' | 'form'; key: string }> = {
  wrong_password: { field: 'password', key: 'wrongPassword' },
  sign_in_again: { field: 'form', key: 'signInAgain' },
  last_admin: { field: 'form', key: 'lastAdmin' },
}

/**
 * Settings > Privacy and data, "Delete my account": the member confirms (their password, or a
 * fresh sign-in through their Google or LinkedIn account) and the account goes at once.
 */
export default class AccountDeletionController {
  /** POST /settings/account/privacy/delete (rate-limited per account and per address). */
  async destroy(ctx: HttpContext) {
    const { auth, request, response, i18n } = ctx
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(accountDeletionValidator, {
      messagesProvider: formMessages(ctx, 'account_deletion'),
    })
    const refusal = await selfDeletionRefusal(user, {
      password: input.password,
      freshSignInUntil: freshSignInUntil(ctx, user),
    })
    if (refusal) {
      const { field, key } = REFUSALS[refusal]
      return backWithErrors(ctx, {
        [field]: i18n.t(`account_deletion.errors.${key}`, {
          minutes: ACCOUNT_DELETION_RULES.freshSignInMinutes,
        }),
      })
    }

    await deleteMemberAccount(user, { by: 'self' }, auditSourceOf(ctx))
    // Nothing of the member stays in this browser's session either.
    await endSession(ctx)
    ctx.session.clear()
    await ctx.session.regenerate()
    flashToast(ctx, {
      title: i18n.t('account_deletion.deleted.title'),
      description: i18n.t('account_deletion.deleted.description'),
    })
    return response.redirect().toRoute('pages.home')
  }

  /**
   * GET /settings/account/privacy/confirm/:provider: off to the provider for a fresh sign-in,
   * which its return page checks against this account (SocialAuthController).
   */
  async confirmWithProvider(ctx: HttpContext) {
    const { auth, params, ally, i18n, response, logger } = ctx
    const user = auth.getUserOrFail()
    const provider = params.provider as SocialProvider
    if (!linkedProviders(user).includes(provider)) {
      return response.redirect().toRoute('accounts.settings.privacy')
    }
    const driver = ally.use(provider)
    try {
      if (!driver.config.clientId) throw new Error(`${provider} sign-in is not configured`)
      await driver.redirect()
    } catch (error) {
      logger.error({ err: error, provider }, 'account deletion: cannot build the redirect')
      flashToast(ctx, { title: i18n.t(`oauth.initFailed.${provider}`), variant: 'destructive' })
      return response.redirect().toRoute('accounts.settings.privacy')
    }
    awaitFreshSignIn(ctx, user, provider)
  }
}
