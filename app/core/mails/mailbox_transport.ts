import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage, Recipient } from '@adonisjs/mail/types'
import { appMailbox, type Mailbox } from '#core/services/mailbox'

function formatRecipient(recipient: Recipient) {
  if (typeof recipient === 'string') return recipient
  return recipient.name ? `${recipient.name} <${recipient.address}>` : recipient.address
}

function formatRecipients(recipients?: Recipient | Recipient[]) {
  if (!recipients) return ''
  return (Array.isArray(recipients) ? recipients : [recipients]).map(formatRecipient).join(', ')
}

function addresses(recipients?: Recipient | Recipient[]) {
  if (!recipients) return []
  return (Array.isArray(recipients) ? recipients : [recipients]).map((recipient) =>
    typeof recipient === 'string' ? recipient : recipient.address
  )
}

function body(content: NodeMailerMessage['html']) {
  if (typeof content === 'string') return content
  if (Buffer.isBuffer(content)) return content.toString('utf8')
  return ''
}

/**
 * Mail transport for development and the demo (MAIL_MAILER=mailbox): the
 * message is kept in the development mailbox, shown at /dev/mailbox, and
 * never leaves the machine.
 */
export class MailboxTransport implements MailTransportContract {
  constructor(readonly mailbox: Mailbox = appMailbox()) {}

  async send(message: NodeMailerMessage) {
    const stored = await this.mailbox.store({
      to: formatRecipients(message.to),
      from: formatRecipients(message.from),
      ...(message.cc?.length ? { cc: formatRecipients(message.cc) } : {}),
      ...(message.bcc?.length ? { bcc: formatRecipients(message.bcc) } : {}),
      ...(message.replyTo?.length ? { replyTo: formatRecipients(message.replyTo) } : {}),
      subject: message.subject ?? '',
      html: body(message.html),
      text: body(message.text),
    })
    const from = addresses(message.from)[0] ?? ''
    const to = [...addresses(message.to), ...addresses(message.cc), ...addresses(message.bcc)]
    return new MailResponse(`<${stored.id}@mailbox.local>`, { from, to }, stored)
  }
}
