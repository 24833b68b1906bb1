/*
| Scheduled jobs (the queue's scheduler; `node ace queue:work` runs them).
| Registering a schedule is an upsert by id, so every web process may do it.
*/
import logger from '@adonisjs/core/services/logger'
import SessionsTickJob from '#scheduling/jobs/sessions_tick_job'
import ReferralsTickJob from '#referrals/jobs/referrals_tick_job'

/** Referral expiry and reward processing: every fifteen minutes. */
export const REFERRALS_TICK_EVERY = '15m'

/** Reminders, completion, expiry of unconfirmed bookings: every five minutes. */
export const SESSIONS_TICK_EVERY = '5m'

try {
  await SessionsTickJob.schedule({}).id('scheduling.sessions_tick').every(SESSIONS_TICK_EVERY).run()
} catch (error) {
  logger.error({ err: error }, 'could not register the sessions schedule')
}

try {
  await ReferralsTickJob.schedule({}).id('referrals.tick').every(REFERRALS_TICK_EVERY).run()
} catch (error) {
  logger.error({ err: error }, 'could not register the referrals schedule')
}
