import type User from '#accounts/models/user'
import type { EmailPreference } from '#business/accounts'

/** E-mail preference -> column of the user (all booleans). */
export function emailPreferencesOf(user: User): Record<EmailPreference, boolean> {
  return {
    bookings: user.emailBookings,
    reminders: user.emailReminders,
    messages: user.emailMessages,
    product_news: user.emailProductNews,
    referrals: user.emailReferrals,
  }
}
