import mail from '@adonisjs/mail/services/main'
import { Job, exponentialBackoff } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import type { MessageBodyTemplates, NodeMailerMessage } from '@adonisjs/mail/types'

export type SendMailPayload = {
  mailer: string
  message: NodeMailerMessage
  views: MessageBodyTemplates
  sendConfig?: unknown
}

type Attachment = NonNullable<NodeMailerMessage['attachments']>[number]

/**
 * Job payloads are JSON: Buffers (attachment contents, a Buffer body) would
 * arrive as `{ type: 'Buffer', data: [...] }`. They travel as base64 strings,
 * which nodemailer reads back with `encoding: 'base64'`.
 */
export function toQueuePayload(
  mailer: string,
  compiled: { message: NodeMailerMessage; views: MessageBodyTemplates },
  sendConfig?: unknown
): SendMailPayload {
  const message: NodeMailerMessage = { ...compiled.message }
  for (const key of ['html', 'text', 'watch'] as const) {
    const body = message[key]
    if (Buffer.isBuffer(body)) message[key] = body.toString('utf8')
  }
  if (message.attachments) {
    message.attachments = message.attachments.map((attachment: Attachment) =>
      Buffer.isBuffer(attachment.content)
        ? { ...attachment, content: attachment.content.toString('base64'), encoding: 'base64' }
        : attachment
    )
  }
  return { mailer, message, views: compiled.views, ...(sendConfig ? { sendConfig } : {}) }
}

/**
 * Sends a compiled e-mail through its mailer. `sendLater()` queues these, so
 * a request never waits on SMTP and a mail server that is down for a while
 * only delays delivery (retries back off up to ten minutes apart). Templated
 * mails (LocalizedMail) arrive already rendered: nothing is left to render.
 */
/** How a mail job retries while SMTP is down: 20 tries, 2 s doubling up to 10 min. */
export const MAIL_JOB_RETRY = {
  maxRetries: 20,
  retry: {
    backoff: exponentialBackoff({ baseDelay: '2s', maxDelay: '10m', multiplier: 2, jitter: true }),
  },
} satisfies Partial<JobOptions>

export default class SendMailJob extends Job<SendMailPayload> {
  static options: JobOptions = {
    name: 'core.send_mail',
    queue: 'default',
    ...MAIL_JOB_RETRY,
  }

  async execute() {
    const { mailer, message, views, sendConfig } = this.payload
    await mail.use(mailer as any).sendCompiled({ message, views: views ?? {} }, sendConfig)
  }
}
