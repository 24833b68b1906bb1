import { Job } from '@adonisjs/queue'
import { MAIL_JOB_RETRY } from '#core/jobs/send_mail_job'
import type { JobOptions } from '@adonisjs/queue/types'
import { sendBookingRequested } from '#scheduling/mails/session_mails'

export type SessionMailJobPayload = { kind: 'bookingRequested'; sessionId: number }

/**
 * A session e-mail left to the queue worker: it loads the session, renders
 * the mail in each recipient's language and queues it for sending
 * (SendMailJob), so the request that booked does none of that work. A
 * failure to queue the mail is retried like a sending failure; a session
 * that is gone by then sends nothing.
 */
export default class SessionMailJob extends Job<SessionMailJobPayload> {
  static options: JobOptions = {
    name: 'scheduling.session_mail',
    queue: 'default',
    ...MAIL_JOB_RETRY,
  }

  async execute() {
    await sendBookingRequested(this.payload.sessionId)
  }
}
