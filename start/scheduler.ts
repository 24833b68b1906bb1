/*
| Scheduled jobs (the queue's scheduler; `node ace queue:work` runs them).
| Every web process registers them when it starts; one already registered
| with the same interval is kept as it is (keepSchedule), so starting an
| instance never postpones the work.
*/
import logger from '@adonisjs/core/services/logger'
import SessionsTickJob from '#scheduling/jobs/sessions_tick_job'
import ReferralsTickJob from '#referrals/jobs/referrals_tick_job'
import RetentionJob from '#core/jobs/retention_job'
import ConversationEmailsJob from '#mentoring/jobs/conversation_emails_job'
import { keepSchedule } from '#core/services/schedules'

/** Referral expiry and reward processing: every fifteen minutes. */
export const REFERRALS_TICK_EVERY = '15m'

/** Removing what is past its retention period: once a day. */
export const RETENTION_EVERY = '1d'

/** Reminders, completion, expiry of unconfirmed bookings: every five minutes. */
export const SESSIONS_TICK_EVERY = '5m'

/** E-mails about unread messages (due 10 minutes after a message): every minute. */
export const CONVERSATION_EMAILS_EVERY = '1m'

try {
  await keepSchedule('scheduling.sessions_tick', SESSIONS_TICK_EVERY, () =>
    SessionsTickJob.schedule({}).id('scheduling.sessions_tick').every(SESSIONS_TICK_EVERY).run()
  )
} catch (error) {
  logger.error({ err: error }, 'could not register the sessions schedule')
}

try {
  await keepSchedule('referrals.tick', REFERRALS_TICK_EVERY, () =>
    ReferralsTickJob.schedule({}).id('referrals.tick').every(REFERRALS_TICK_EVERY).run()
  )
} catch (error) {
  logger.error({ err: error }, 'could not register the referrals schedule')
}

try {
  await keepSchedule('core.retention', RETENTION_EVERY, () =>
    RetentionJob.schedule({}).id('core.retention').every(RETENTION_EVERY).run()
  )
} catch (error) {
  logger.error({ err: error }, 'could not register the retention schedule')
}

try {
  await keepSchedule('mentoring.conversation_emails', CONVERSATION_EMAILS_EVERY, () =>
    ConversationEmailsJob.schedule({})
      .id('mentoring.conversation_emails')
      .every(CONVERSATION_EMAILS_EVERY)
      .run()
  )
} catch (error) {
  logger.error({ err: error }, 'could not register the conversation e-mails schedule')
}
