import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import { flashToast } from '#core/services/toast'
import { passwordStrength } from '#business/password_strength'
import { ACCOUNT_RULES } from '#business/accounts'
import { accountValidator } from '#accounts/validators/account'
import { failField } from '#accounts/validators/rules'
import { accountMessages } from '#accounts/services/validation_messages'
import { isSlugTaken, personalUrlBase, suggestSlug } from '#accounts/services/slug'
import { sendPasswordChangedEmail } from '#accounts/services/account_mailer'
import { endOtherSessions } from '#accounts/services/session_versions'
import type User from '#accounts/models/user'
import { hasListedProfile } from '#accounts/services/public_profile'

/**
 * What the personal URL opens: a mentor's public profile, reachable only once
 * the profile is listed. Mentees (and admins) have no public page, so they get
 * no personal URL to set or copy (null): it would only lead to a 404.
 */
async function publicProfileOf(user: User): Promise<'listed' | 'not_listed' | null> {
  if (!user.isMentor) return null
  return (await hasListedProfile(user.id)) ? 'listed' : 'not_listed'
}

/**
 * Settings > Account: the personal URL and a password change, saved
 * together ('No changes were made to your account' when neither changes).
 */
export default class AccountSettingsController {
  async show({ auth, inertia }: HttpContext) {
    const user = auth.getUserOrFail()
    return inertia.render('accounts/settings/account', {
      slug: user.slug,
      suggestedSlug: user.slug ? null : await suggestSlug(user),
      personalUrlBase: personalUrlBase(),
      publicProfile: await publicProfileOf(user),
      hasPassword: !!user.password,
    })
  }

  /** PUT /settings/account/account */
  async update(ctx: HttpContext) {
    const { auth, request, response, i18n } = ctx
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(accountValidator, {
      messagesProvider: accountMessages(ctx, 'settings'),
    })

    const slug = input.slug ?? null
    const slugChanged = input.slug !== undefined && slug !== user.slug
    if (slugChanged && slug && (await isSlugTaken(slug, user.id))) {
      failField('slug', i18n.t('settings.validation.slug.taken'), 'unique')
    }

    let passwordChanged = false
    if (input.new_password) {
      if (user.password) {
        if (!input.current_password) {
          failField(
            'current_password',
            i18n.t('settings.validation.current_password.required'),
            'required'
          )
        }
        if (!(await hash.verify(user.password, input.current_password))) {
          failField(
            'current_password',
            i18n.t('settings.validation.current_password.invalid'),
            'invalid'
          )
        }
        passwordChanged = input.new_password !== input.current_password
      } else {
        passwordChanged = true
      }
      const strength = passwordStrength(input.new_password, user)
      if (passwordChanged && strength.score < ACCOUNT_RULES.passwordMinScore) {
        failField('new_password', i18n.t('settings.validation.new_password.weak'), 'strength')
      }
    }

    if (!slugChanged && !passwordChanged) {
      flashToast(ctx, { title: i18n.t('settings.account.noChanges') })
      return response.redirect().back()
    }

    if (slugChanged) user.slug = slug
    if (passwordChanged) user.password = input.new_password!
    await user.save()
    if (passwordChanged) {
      // Sessions on other devices end; this one stays signed in.
      await endOtherSessions(ctx, user)
      await sendPasswordChangedEmail(user)
    }

    flashToast(ctx, {
      title: i18n.t(passwordChanged ? 'settings.account.savedPassword' : 'settings.account.saved'),
    })
    return response.redirect().back()
  }
}
