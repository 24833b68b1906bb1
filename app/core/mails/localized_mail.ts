import env from '#start/env'
import { BaseMail } from '@adonisjs/mail'
import mail from '@adonisjs/mail/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import type { MailerContract, NodeMailerMessage } from '@adonisjs/mail/types'
import { APP_NAME, DEFAULT_LOCALE, type Locale } from '#business/app'
import { isSupportedLocale } from '#core/services/locale'
import { EMAIL_STYLES } from '#core/mails/email_styles'

/** Who a localized mail goes to: an address, a display name and their language. */
export type MailRecipient = {
  email: string
  name?: string | null
  locale?: string | null
}

/** The compiled message: what the transport receives (subject, to, html, text...). */
export type RenderedMail = NodeMailerMessage & { subject: string; html: string; text: string }

/** The application's public URL without a trailing slash (APP_URL). */
export function appUrl() {
  return env.get('APP_URL').replace(/\/+$/, '')
}

/** An absolute URL for a path of the app (`/login`); absolute URLs pass through. */
export function absoluteUrl(pathOrUrl: string) {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${appUrl()}/${pathOrUrl.replace(/^\/+/, '')}`
}

/** Template output as plain text: no trailing spaces, at most one blank line in a row. */
function tidyText(text: string) {
  return `${text
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`
}

/**
 * A transactional e-mail written in its recipient's language, rendered from
 * two Edge templates: `emails/<template>` (HTML, inside the shared layout) and
 * `emails/<template>_text` (the plain-text alternative).
 *
 * Mails are rendered in the process that sends or queues them, with the
 * recipient's locale: the queued job carries only the finished subject, HTML
 * and text (plain JSON), so the worker sends them without rendering anything.
 *
 * A subclass names its template and its translation group in emails.json
 * (`subject`, and whatever its templates use) and may add template data.
 */
export abstract class LocalizedMail extends BaseMail {
  /** View name under resources/views/emails, without `_text`. */
  protected abstract template: string
  /** The mail's group in resources/lang/<locale>/emails.json. */
  protected abstract translationKey: string

  readonly locale: Locale
  readonly i18n: I18n

  constructor(readonly recipient: MailRecipient) {
    super()
    this.locale = isSupportedLocale(recipient.locale) ? recipient.locale : DEFAULT_LOCALE
    this.i18n = i18nManager.locale(this.locale)
  }

  /** Extra data for the templates (links, names...). */
  protected templateData(): Record<string, unknown> {
    return {}
  }

  /** A translation from this mail's group, e.g. `this.t('subject')`. */
  t(key: string, data?: Record<string, unknown>) {
    return this.i18n.t(`emails.${this.translationKey}.${key}`, { brand: APP_NAME, ...data })
  }

  prepare() {
    const data = {
      mailKey: `emails.${this.translationKey}`,
      recipientName: this.recipient.name ?? '',
      ...this.templateData(),
    }
    this.message.to(this.recipient.email, this.recipient.name ?? undefined)
    this.message.subject(this.t('subject'))
    this.message.htmlView(`emails/${this.template}`, data)
    this.message.textView(`emails/${this.template}_text`, data)
  }

  /**
   * Renders both bodies now, in this mail's locale. What every template can
   * use: `t()` in the recipient's language, `subject`, `brand`, `appUrl`,
   * `locale`, `year`, `styles`, the mail config's globals and the mail's data.
   */
  async buildWithContents() {
    await this.build()
    if (this.renderedTemplates) return
    await this.message.computeContents({
      ...(mail.config.globals ?? {}),
      i18n: this.i18n,
      subject: this.message.toObject().message.subject,
      styles: EMAIL_STYLES,
      locale: this.locale,
      brand: APP_NAME,
      appUrl: appUrl(),
      year: new Date().getFullYear(),
    })
    const message = this.message.nodeMailerMessage
    if (typeof message.text === 'string') message.text = tidyText(message.text)
    this.renderedTemplates = true
  }

  /** The finished message, as the transport will receive it. */
  async render(): Promise<RenderedMail> {
    await this.buildWithContents()
    return this.message.toObject().message as RenderedMail
  }

  async send<T extends MailerContract<any>>(mailer: T, config?: Parameters<T['send']>[1]) {
    const message = await this.render()
    return mailer.sendCompiled({ message, views: {} }, config) as any
  }

  /** Queues the rendered message: no view is left for the worker to render. */
  async sendLater<T extends MailerContract<any>>(mailer: T, config?: Parameters<T['send']>[1]) {
    const message = await this.render()
    await mailer.sendLaterCompiled({ message, views: {} }, config)
  }
}
