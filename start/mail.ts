/*
| E-mails sent with `sendLater()` go through the queue (database or Redis),
| so they survive restarts and are sent by the queue worker.
*/
import mail from '@adonisjs/mail/services/main'
import SendMailJob from '#core/jobs/send_mail_job'

mail.setMessenger((mailer) => ({
  async queue(compiled, sendConfig) {
    await SendMailJob.dispatch({
      mailer: mailer.name,
      message: compiled.message,
      views: compiled.views,
      sendConfig,
    }).run()
  },
}))
