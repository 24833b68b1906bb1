import { urlFor } from '@adonisjs/core/services/url_builder'
import { APP_NAME } from '#business/app'
import { LocalizedMail, absoluteUrl, type MailRecipient } from '#core/mails/localized_mail'

export type MentorMessageContent = {
  /** The sender's first name and last initial ("Giulia R."); never an address. */
  senderName: string
  body: string
  /** The mentor's public profile (absolute). */
  profileUrl: string
}

/**
 * A member's message to a mentor, relayed by the platform in the mentor's
 * language (resources/lang/<locale>/mentor_message_emails.json, templates
 * resources/views/emails/mentor_message*.edge). It comes from the platform's
 * address with no Reply-To: neither party's e-mail address is revealed.
 */
export class MentorMessageMail extends LocalizedMail {
  protected template = 'mentor_message'
  protected translationKey = 'message'

  constructor(
    readonly recipient: MailRecipient & { greetingName?: string | null },
    readonly content: MentorMessageContent
  ) {
    super(recipient)
  }

  /** This mail's texts live in their own namespace, not in emails.json. */
  t(key: string, data?: Record<string, unknown>) {
    return this.i18n.t(`mentor_message_emails.${this.translationKey}.${key}`, {
      brand: APP_NAME,
      senderName: this.content.senderName,
      ...data,
    })
  }

  protected templateData(): Record<string, unknown> {
    return {
      greetingName: this.recipient.greetingName ?? '',
      senderName: this.content.senderName,
      body: this.content.body,
      url: this.content.profileUrl,
      settingsUrl: absoluteUrl(urlFor('accounts.settings.notifications')),
    }
  }
}
