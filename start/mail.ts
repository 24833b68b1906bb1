/*
| E-mails sent with `sendLater()` go through the queue (database or Redis),
| so they survive restarts and are sent by the queue worker. Templated mails
| (LocalizedMail) are rendered before they are queued: the job carries the
| finished subject, HTML and text as plain JSON.
*/
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import SendMailJob, { toQueuePayload } from '#core/jobs/send_mail_job'
import { devRoutesEnabled } from '#core/routes_dev'

mail.setMessenger((mailer) => ({
  /** The job id comes back as the `mail:queued` event's metaData. */
  async queue(compiled, sendConfig) {
    const { jobId } = await SendMailJob.dispatch(
      toQueuePayload(mailer.name, compiled, sendConfig)
    ).run()
    return { jobId }
  },
}))

if (app.inProduction && env.get('MAIL_MAILER') === 'mailbox' && !devRoutesEnabled()) {
  logger.warn(
    'MAIL_MAILER=mailbox in production: e-mails are captured in tmp/mailbox/ and never sent. Use MAIL_MAILER=smtp.'
  )
}
