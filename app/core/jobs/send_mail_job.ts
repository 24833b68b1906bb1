import mail from '@adonisjs/mail/services/main'
import { Job, exponentialBackoff } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import type { MessageBodyTemplates, NodeMailerMessage } from '@adonisjs/mail/types'

type SendMailPayload = {
  mailer: string
  message: NodeMailerMessage
  views: MessageBodyTemplates
  sendConfig?: unknown
}

/**
 * Sends a compiled e-mail through its mailer. `sendLater()` queues these, so
 * a request never waits on SMTP and a mail server that is down for a while
 * only delays delivery (retries back off up to ten minutes apart).
 */
export default class SendMailJob extends Job<SendMailPayload> {
  static options: JobOptions = {
    name: 'core.send_mail',
    queue: 'default',
    maxRetries: 20,
    retry: {
      backoff: exponentialBackoff({
        baseDelay: '2s',
        maxDelay: '10m',
        multiplier: 2,
        jitter: true,
      }),
    },
  }

  async execute() {
    const { mailer, message, views, sendConfig } = this.payload
    await mail.use(mailer as any).sendCompiled({ message, views }, sendConfig)
  }
}
