import mail from '@adonisjs/mail/services/main'
import type { FakeMailer } from '@adonisjs/mail'
import type { Message } from '@adonisjs/mail'

/**
 * Captures the e-mails the app queues (mail.fake(): nothing reaches the
 * queue), and reads the links they carry, whatever the e-mail's template.
 */
export class MailCapture {
  #fake: FakeMailer

  constructor() {
    this.#fake = mail.fake()
  }

  restore() {
    mail.restore()
  }

  /** Messages queued to the address, oldest first (mail classes and inline messages alike). */
  queuedTo(address: string): Message[] {
    const fromMails = this.#fake.mails.queued().map((queued) => queued.message)
    return [...fromMails, ...this.#fake.messages.queued()].filter((message) =>
      message.hasTo(address)
    )
  }

  /** Everything a message says (subject, bodies, template data) as one string. */
  static contents(message: Message) {
    return JSON.stringify(message.toJSON())
  }

  subjectsTo(address: string) {
    return this.queuedTo(address).map((message) => message.toJSON().message.subject ?? '')
  }

  /**
   * The path and query of the last link to `pathPrefix` mailed to `address`
   * (e.g. '/verify-email/'), ready for a test request.
   */
  linkTo(address: string, pathPrefix: string) {
    const messages = this.queuedTo(address)
    for (const message of messages.reverse()) {
      const pattern = new RegExp(
        `https?://[^\\s"'<>\\\\]+${pathPrefix.replace(/[/-]/g, '\\$&')}[^\\s"'<>\\\\]*`
      )
      const match = MailCapture.contents(message).match(pattern)
      if (match) {
        const url = new URL(match[0].replace(/&amp;/g, '&'))
        return `${url.pathname}${url.search}`
      }
    }
    throw new Error(`No e-mail to ${address} with a link to ${pathPrefix}`)
  }
}
