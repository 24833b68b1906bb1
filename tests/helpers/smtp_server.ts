import { SMTPServer } from 'smtp-server'
import { simpleParser, type AddressObject, type Attachment, type HeaderValue } from 'mailparser'

/** One message as the SMTP server received it, with its MIME parts decoded. */
export type ReceivedMail = {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  from: string
  to: string[]
  /** The raw message (headers and encoded body) as it came over the wire. */
  raw: string
  /** Decoded headers, lower-cased names; addresses as `Name <address>`. */
  headers: Record<string, string>
  subject: string
  text: string
  html: string
  /** Parts that are not the text or HTML body: the calendar alternative, files. */
  attachments: Attachment[]
}

/** A header as mailparser reads it, back as one line of decoded text. */
function headerText(value: HeaderValue): string {
  if (Array.isArray(value)) return value.map(headerText).join(', ')
  if (typeof value === 'string') return value
  if (value instanceof Date) return value.toUTCString()
  if ('html' in value) {
    return (value as AddressObject).value
      .map((one) => (one.name ? `${one.name} <${one.address}>` : (one.address ?? '')))
      .join(', ')
  }
  if ('params' in value) {
    const params = Object.entries(value.params).map(([key, param]) => `; ${key}=${param}`)
    return `${value.value}${params.join('')}`
  }
  return JSON.stringify(value)
}

/** One received message: the envelope, and its MIME structure read by mailparser. */
async function readMail(raw: Buffer, from: string, to: string[]): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw)
  return {
    from,
    to,
    raw: raw.toString('utf8'),
    headers: Object.fromEntries(
      [...parsed.headers].map(([name, value]) => [name, headerText(value)])
    ),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html || '',
    attachments: parsed.attachments,
  }
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it
 * receives. The app's real SMTP transport (nodemailer) talks to it; messages
 * are parsed back (the `mailparser` package) into subject, text and HTML so
 * tests read what a mail client would show. `stop()` drops open connections
 * at once, as an outage.
 */
export class TestSmtpServer {
  received: ReceivedMail[] = []
  #server?: SMTPServer

  constructor(
    public port: number,
    public host = '127.0.0.1'
  ) {}

  get running() {
    return this.#server !== undefined
  }

  async start() {
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 50,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('error', callback)
        stream.on('end', () => {
          const mailFrom = session.envelope.mailFrom
          readMail(
            Buffer.concat(chunks),
            mailFrom ? mailFrom.address : '',
            session.envelope.rcptTo.map((recipient) => recipient.address)
          ).then((mail) => {
            // Kept before the reply: a sender that got its 250 finds the message here.
            this.received.push(mail)
            callback()
          }, callback)
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject)
      server.listen(this.port, this.host, () => resolve())
    })
    this.#server = server
    return this
  }

  async stop() {
    const server = this.#server
    if (!server) return
    this.#server = undefined
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  clear() {
    this.received = []
  }

  /** Messages received for an address (envelope recipient). */
  receivedBy(address: string) {
    return this.received.filter((message) => message.to.includes(address))
  }

  /**
   * Resolves with the messages matching `match` once there are `count` of
   * them, or rejects after `timeoutMs`. Tests match on their own recipients:
   * the worker may also deliver mail queued by earlier test files.
   */
  async waitFor(
    count: number,
    timeoutMs = 15_000,
    match: (message: ReceivedMail) => boolean = () => true
  ) {
    const started = Date.now()
    while (this.received.filter(match).length < count) {
      if (Date.now() - started > timeoutMs) {
        throw new Error(
          `SMTP: expected ${count} messages, got ${this.received.filter(match).length}`
        )
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return this.received.filter(match)
  }
}
