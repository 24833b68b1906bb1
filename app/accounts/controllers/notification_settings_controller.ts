import type { HttpContext } from '@adonisjs/core/http'
import { flashToast } from '#core/services/toast'
import EmailPreferencesTransformer from '#accounts/transformers/email_preferences_transformer'
import { emailPreferencesValidator } from '#accounts/validators/account'
import { accountMessages } from '#accounts/services/validation_messages'

/**
 * Settings > Notifications: which e-mails the user receives.
 */
export default class NotificationSettingsController {
  async show({ auth, inertia }: HttpContext) {
    const user = auth.getUserOrFail()
    // New rows get their defaults from the database.
    await user.refresh()
    return inertia.render('accounts/settings/notifications', {
      preferences: EmailPreferencesTransformer.transform(user),
    })
  }

  /** PUT /settings/account/notifications */
  async update(ctx: HttpContext) {
    const { auth, request, response, i18n } = ctx
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(emailPreferencesValidator, {
      messagesProvider: accountMessages(ctx, 'settings'),
    })
    user.merge({
      emailBookings: input.bookings,
      emailReminders: input.reminders,
      emailFinalReminders: input.final_reminders,
      emailOutcomeFollowUps: input.outcome_follow_ups,
      emailMessages: input.messages,
      emailProductNews: input.product_news,
      emailReferrals: input.referrals,
    })
    await user.save()
    flashToast(ctx, { title: i18n.t('settings.notifications.saved') })
    return response.redirect().back()
  }
}
