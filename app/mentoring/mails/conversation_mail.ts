import { urlFor } from '@adonisjs/core/services/url_builder'
import { APP_NAME } from '#business/app'
import { CONVERSATION_RULES } from '#business/messages'
import { LocalizedMail, absoluteUrl, type MailRecipient } from '#core/mails/localized_mail'

export type UnreadMessagesContent = {
  /** The other party as the conversation names them ("Giulia R.", or a mentor's full name). */
  senderName: string
  /** How many messages wait (all of them, not only those quoted). */
  count: number
  /** The oldest first, each cut at CONVERSATION_RULES.emailExcerptLength, its time in the reader's zone. */
  messages: { at: string; text: string }[]
  /** The conversation's page (absolute). */
  conversationUrl: string
}

/**
 * Messages unread in a conversation for CONVERSATION_RULES.unreadEmailAfterMinutes: one e-mail
 * for all of them, in the recipient's language (resources/lang/<locale>/conversation_emails.json,
 * templates resources/views/emails/conversation_unread*.edge). It comes from the platform's
 * address with no Reply-To: the answer belongs in the conversation, and neither party's address
 * is revealed. The texts are escaped by the templates: nothing a member wrote is HTML.
 */
export class ConversationUnreadMail extends LocalizedMail {
  protected template = 'conversation_unread'
  protected translationKey = 'unread'

  constructor(
    readonly recipient: MailRecipient & { greetingName?: string | null },
    readonly content: UnreadMessagesContent
  ) {
    super(recipient)
  }

  /** This mail's texts live in their own namespace, not in emails.json. */
  t(key: string, data?: Record<string, unknown>) {
    return this.i18n.t(`conversation_emails.${this.translationKey}.${key}`, {
      brand: APP_NAME,
      senderName: this.content.senderName,
      count: this.content.count,
      minutes: CONVERSATION_RULES.unreadEmailAfterMinutes,
      ...data,
    })
  }

  protected templateData(): Record<string, unknown> {
    const more = this.content.count - this.content.messages.length
    return {
      greetingName: this.recipient.greetingName ?? '',
      senderName: this.content.senderName,
      count: this.content.count,
      messages: this.content.messages,
      more: more > 0 ? this.t('more', { count: more }) : '',
      preheaderText: this.t('preheader'),
      reasonText: this.t('reason'),
      heading: this.t('heading'),
      intro: this.t('intro'),
      privacy: this.t('privacy'),
      noReply: this.t('noReply'),
      action: this.t('action'),
      settings: this.t('settings'),
      url: this.content.conversationUrl,
      settingsUrl: absoluteUrl(urlFor('accounts.settings.notifications')),
    }
  }
}
