import type User from '#accounts/models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** Which e-mails the user receives (Settings > Notifications). */
export default class EmailPreferencesTransformer extends BaseTransformer<User> {
  toObject() {
    return {
      bookings: this.resource.emailBookings,
      reminders: this.resource.emailReminders,
      finalReminders: this.resource.emailFinalReminders,
      outcomeFollowUps: this.resource.emailOutcomeFollowUps,
      messages: this.resource.emailMessages,
      productNews: this.resource.emailProductNews,
      referrals: this.resource.emailReferrals,
    }
  }
}
