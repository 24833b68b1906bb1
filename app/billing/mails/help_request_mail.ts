import { APP_NAME, DEFAULT_LOCALE } from '#business/app'
import type { HelpRequestTopic } from '#business/pro_features'
import { LocalizedMail, type MailRecipient } from '#core/mails/localized_mail'

export type HelpRequestContent = {
  requestId: number
  memberName: string
  memberEmail: string
  /** The member's language (the team answers in it). */
  memberLocale: string
  topic: HelpRequestTopic
  subject: string
  message: string
}

/**
 * A PRO member's help request, to the team (TEAM_EMAIL) in the default
 * language (resources/lang/<locale>/pro_features.json "email", templates
 * resources/views/emails/pro_help_request*.edge). Replies go to the member:
 * the mail's Reply-To is their address.
 */
export class HelpRequestMail extends LocalizedMail {
  protected template = 'pro_help_request'
  protected translationKey = 'helpRequest'

  constructor(
    teamEmail: string,
    readonly content: HelpRequestContent
  ) {
    super({ email: teamEmail, locale: DEFAULT_LOCALE } satisfies MailRecipient)
  }

  /** This mail's texts live in the PRO features' namespace, not in emails.json. */
  t(key: string, data?: Record<string, unknown>) {
    return this.i18n.t(`pro_features.email.${key}`, {
      brand: APP_NAME,
      memberName: this.content.memberName,
      requestId: this.content.requestId,
      subject: this.content.subject,
      ...data,
    })
  }

  prepare() {
    super.prepare()
    this.message.replyTo(this.content.memberEmail, this.content.memberName)
  }

  protected templateData(): Record<string, unknown> {
    return {
      ...this.content,
      topic: this.i18n.t(`pro_features.topics.${this.content.topic}`),
      languageName: this.i18n.t(`pro_features.email.languages.${this.content.memberLocale}`),
    }
  }
}
