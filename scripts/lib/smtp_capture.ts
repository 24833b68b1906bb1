/*
| The SMTP server the operator scripts (`npm run instances`, `npm run faults`)
| send their e-mails to: a real SMTP listener on loopback (the `smtp-server`
| package, as in tests/helpers/smtp_server.ts) that keeps, per recipient, each
| message's subject and Message-ID (read by the `mailparser` package), so
| deliveries can be counted. It can be stopped (open connections dropped, as in
| an outage) and started again.
*/
import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'

/** One recipient of one message. */
export type CapturedMail = { to: string; subject: string; messageId: string; at: number }

export class CaptureSmtp {
  /** One entry per recipient of each message. */
  readonly received: CapturedMail[] = []
  #server: SMTPServer | null = null

  /** `onStop` registers the stop with the script's exit cleanup, when given. */
  constructor(
    readonly port: number,
    readonly options: { host?: string; onStop?: (stop: () => Promise<void>) => void } = {}
  ) {}

  async start() {
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 50,
      onData: (stream, session, callback) => {
        simpleParser(stream).then((mail) => {
          for (const recipient of session.envelope.rcptTo) {
            this.received.push({
              to: recipient.address.toLowerCase(),
              subject: mail.subject ?? '',
              messageId: mail.messageId ?? '',
              at: Date.now(),
            })
          }
          callback()
        }, callback)
      },
    })
    await new Promise<void>((done, fail) => {
      server.server.once('error', fail)
      server.listen(this.port, this.options.host ?? '127.0.0.1', done)
    })
    this.#server = server
    this.options.onStop?.(() => this.stop())
    return this
  }

  /** Messages to `address`, by subject: Map(subject -> count). */
  countsFor(address: string) {
    const counts = new Map<string, number>()
    for (const mail of this.received) {
      if (mail.to !== address.toLowerCase()) continue
      counts.set(mail.subject, (counts.get(mail.subject) ?? 0) + 1)
    }
    return counts
  }

  async stop() {
    const server = this.#server
    if (!server) return
    this.#server = null
    await new Promise<void>((done) => server.close(done))
  }
}
