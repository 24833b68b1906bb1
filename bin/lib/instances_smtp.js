/*
| The SMTP server `npm run instances` sends its e-mails to: a real SMTP
| listener on loopback (the `smtp-server` package, as in
| tests/helpers/smtp_server.ts) that keeps each message's envelope
| recipients and decoded subject, so deliveries can be counted.
*/
import { SMTPServer } from 'smtp-server'

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) in a header value. */
function decodeHeader(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset, encoding, text) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (__, hex) =>
                  String.fromCharCode(Number.parseInt(hex, 16))
                ),
              'binary'
            )
      return new TextDecoder(charset).decode(bytes)
    })
}

function subjectOf(raw) {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
  const line = head.split(/\r?\n/).find((text) => /^subject:/i.test(text)) ?? ''
  return decodeHeader(line.replace(/^subject:\s*/i, '').trim())
}

/** Starts the capture on `port`; `received` fills as messages arrive. */
export async function startSmtpCapture(port, host = '127.0.0.1') {
  const received = []
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 50,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: subjectOf(raw),
          at: Date.now(),
        })
        callback()
      })
    },
  })
  await new Promise((done, fail) => {
    server.server.once('error', fail)
    server.listen(port, host, done)
  })
  return {
    received,
    /** Messages for `address`, by subject: Map(subject -> count). */
    countsFor(address) {
      const counts = new Map()
      for (const mail of received) {
        if (!mail.to.includes(address.toLowerCase())) continue
        counts.set(mail.subject, (counts.get(mail.subject) ?? 0) + 1)
      }
      return counts
    },
    stop: () => new Promise((done) => server.close(done)),
  }
}
