import { APP_NAME, DEFAULT_LOCALE } from '#business/app'
import { LocalizedMail, type MailRecipient } from '#core/mails/localized_mail'

export type ContactMailContent = {
  messageId: number
  name: string
  email: string
  /** The sender's language (the team answers in it). */
  senderLocale: string
  /** Set when the sender was signed in. */
  userId: number | null
  message: string
}

/**
 * A message from the contact page, to the team (TEAM_EMAIL) in the default
 * language (resources/lang/<locale>/contact.json "email", templates
 * resources/views/emails/contact_message*.edge). Replies go to the sender.
 */
export class ContactMail extends LocalizedMail {
  protected template = 'contact_message'
  protected translationKey = 'contactMessage'

  constructor(
    teamEmail: string,
    readonly content: ContactMailContent
  ) {
    super({ email: teamEmail, locale: DEFAULT_LOCALE } satisfies MailRecipient)
  }

  /** This mail's texts live in the contact page's namespace, not in emails.json. */
  t(key: string, data?: Record<string, unknown>) {
    return this.i18n.t(`contact.email.${key}`, {
      brand: APP_NAME,
      name: this.content.name,
      messageId: this.content.messageId,
      ...data,
    })
  }

  prepare() {
    super.prepare()
    this.message.replyTo(this.content.email, this.content.name)
  }

  protected templateData(): Record<string, unknown> {
    return {
      ...this.content,
      languageName: this.i18n.t(`contact.email.languages.${this.content.senderLocale}`),
      account: this.content.userId === null ? this.t('visitor') : `#${this.content.userId}`,
    }
  }
}
