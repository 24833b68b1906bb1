import { SMTPServer } from 'smtp-server'

/** One message as the SMTP server received it, with its MIME parts decoded. */
export type ReceivedMail = {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  from: string
  to: string[]
  /** The raw message (headers and encoded body) as it came over the wire. */
  raw: string
  /** Decoded headers, lower-cased names (the last value when repeated). */
  headers: Record<string, string>
  subject: string
  text: string
  html: string
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it
 * receives. The app's real SMTP transport (nodemailer) talks to it; messages
 * are parsed back into subject, text and HTML so tests read what a mail
 * client would show. `stop()` drops open connections at once, as an outage.
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
          this.received.push(
            parseMail(
              Buffer.concat(chunks).toString('utf8'),
              mailFrom ? mailFrom.address : '',
              session.envelope.rcptTo.map((recipient) => recipient.address)
            )
          )
          callback()
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

/* ------------------------------------------------------------------------ */
/* A small MIME reader: enough for what nodemailer writes (multipart,       */
/* quoted-printable, base64, RFC 2047 encoded words).                       */
/* ------------------------------------------------------------------------ */

type Part = { headers: Record<string, string>; body: string }

function splitPart(raw: string): Part {
  const separator = raw.search(/\r?\n\r?\n/)
  const head = separator === -1 ? raw : raw.slice(0, separator)
  const body = separator === -1 ? '' : raw.slice(separator).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

function bytesOf(text: string) {
  const bytes: number[] = []
  for (let index = 0; index < text.length; index++) {
    const match = /^=([0-9A-Fa-f]{2})/.exec(text.slice(index, index + 3))
    if (match) {
      bytes.push(Number.parseInt(match[1], 16))
      index += 2
    } else {
      bytes.push(...Buffer.from(text[index], 'utf8'))
    }
  }
  return Buffer.from(bytes)
}

function decodeQuotedPrintable(body: string) {
  return bytesOf(body.replace(/=\r?\n/g, '')).toString('utf8')
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words in a header value. */
export function decodeHeader(value: string) {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : bytesOf(text.replace(/_/g, ' ')).toString('utf8')
    )
}

function decodeBody(part: Part) {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body)
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return part.body
}

function collectBodies(part: Part, found: { text: string; html: string }) {
  const contentType = part.headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`)
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break
      collectBodies(splitPart(section.replace(/^\r?\n/, '')), found)
    }
    return
  }
  const disposition = part.headers['content-disposition'] ?? ''
  if (disposition.toLowerCase().startsWith('attachment')) return
  if (contentType.toLowerCase().startsWith('text/html') && !found.html) {
    found.html = decodeBody(part).replace(/\r\n/g, '\n').replace(/\n$/, '')
  } else if (contentType.toLowerCase().startsWith('text/plain') && !found.text) {
    found.text = decodeBody(part).replace(/\r\n/g, '\n').replace(/\n$/, '')
  }
}

export function parseMail(raw: string, from = '', to: string[] = []): ReceivedMail {
  const root = splitPart(raw)
  const headers = Object.fromEntries(
    Object.entries(root.headers).map(([name, value]) => [name, decodeHeader(value)])
  )
  const bodies = { text: '', html: '' }
  collectBodies(root, bodies)
  return { from, to, raw, headers, subject: headers.subject ?? '', ...bodies }
}
