import { urlFor } from '@adonisjs/core/services/url_builder'
import { APP_NAME } from '#business/app'
import { LocalizedMail, absoluteUrl, type MailRecipient } from '#core/mails/localized_mail'

/**
 * The waiting list's confirmation, in the language the visitor used on the
 * pricing page (resources/lang/<locale>/waiting_list_emails.json, templates
 * resources/views/emails/waiting_list_confirmation*.edge): they are on the
 * list, and the team offers an introductory call (TEAM_BOOKING_URL, or a
 * reply to the team's address when no booking link is configured).
 */
export class WaitingListMail extends LocalizedMail {
  protected template = 'waiting_list_confirmation'
  protected translationKey = 'confirmation'

  constructor(
    readonly recipient: MailRecipient,
    readonly content: { bookingUrl: string | null; teamEmail: string }
  ) {
    super(recipient)
  }

  /** This mail's texts live in their own namespace, not in emails.json. */
  t(key: string, data?: Record<string, unknown>) {
    return this.i18n.t(`waiting_list_emails.${this.translationKey}.${key}`, {
      brand: APP_NAME,
      teamEmail: this.content.teamEmail,
      ...data,
    })
  }

  protected templateData(): Record<string, unknown> {
    return {
      bookingUrl: this.content.bookingUrl,
      teamEmail: this.content.teamEmail,
      pricingUrl: absoluteUrl(urlFor('pages.pricing')),
    }
  }
}
