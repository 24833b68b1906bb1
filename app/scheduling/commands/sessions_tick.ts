import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { SESSION_RULES, WAITING_LINE_RULES } from '#business/sessions'
import { OUTCOME_RULES } from '#business/outcomes'
import { RESPONSIVENESS_RULES } from '#business/responsiveness'
import { SESSIONS_TICK_PARTS, isSessionsTickPart } from '#scheduling/services/sessions_tick_parts'

const PARTS = SESSIONS_TICK_PARTS.join(', ')

/**
 * `node ace sessions:tick [--only=complete,expire,remind]`: the sessions'
 * scheduled work once (see runSessionsTick), for a cron where the queue's
 * scheduler is not used; `--only` runs some parts, e.g. one cron line each.
 * Idempotent: running it twice, or two copies at once, sends nothing twice.
 */
export default class SessionsTick extends BaseCommand {
  static commandName = 'sessions:tick'
  static description = 'Complete, auto-cancel, remind and ask for feedback on due sessions'
  static help = [
    `Parts (all by default): ${PARTS}.`,
    '  complete  confirmed sessions that have ended become completed',
    '  expire    cancel bookings unconfirmed 24 h before the start,',
    '            expire reschedule requests nobody answered in time',
    `  nudge     one e-mail to a mentor about a request unanswered for ${RESPONSIVENESS_RULES.nudgeAfterHours} h`,
    `  remind    the reminders ${SESSION_RULES.reminderHoursBefore} h and ${SESSION_RULES.finalReminderHoursBefore} h before the start`,
    '  feedback  the feedback requests after a session',
    `  outcomes  the mentee's outcome follow-up ${OUTCOME_RULES.followUpAfterDays} days after a session`,
    '  refresh   stale next free slots of mentors',
    '  no-shows  uphold no-show reports left undisputed past their window',
    '  confirm-times  the "usually confirms within" figure of mentors whose window moved',
    `  holds     waiting lines: a slot held ${WAITING_LINE_RULES.holdHours} h and not booked goes to the next mentee; freed slots are offered`,
    '{{ binaryName }} sessions:tick --only=complete,expire',
  ]
  static options: CommandOptions = { startApp: true }

  @flags.array({
    description: `Run only these parts (${PARTS})`,
    parse: (values) => values.flatMap((value) => value.split(',')).map((value) => value.trim()),
  })
  declare only?: string[]

  async run() {
    const { runSessionsTick } = await import('#scheduling/services/sessions_tick')
    const asked = (this.only ?? []).filter(Boolean)
    const unknown = asked.filter((part) => !isSessionsTickPart(part))
    if (unknown.length) {
      this.logger.error(`Unknown part ${unknown.join(', ')}: use ${PARTS}`)
      this.exitCode = 1
      return
    }
    const parts = asked.length ? asked.filter(isSessionsTickPart) : SESSIONS_TICK_PARTS

    const started = performance.now()
    const done = await runSessionsTick(undefined, parts)
    const report = {
      'complete': `${done.completed} completed`,
      'expire': `${done.cancelled} cancelled (not confirmed in time), ${done.expired} reschedule requests expired`,
      'nudge': `${done.nudges} mentors nudged about unanswered requests`,
      'remind': `${done.reminders} reminders`,
      'feedback': `${done.feedbackRequests} feedback requests`,
      'outcomes': `${done.outcomeFollowUps} outcome follow-ups`,
      'refresh': `${done.refreshed} next free slots refreshed`,
      'no-shows': `${done.noShowsSettled} no-shows upheld`,
      'confirm-times': `${done.confirmTimes} usual confirmation times refreshed`,
      'holds': `${done.slotsHeld} freed slots held for waiting mentees`,
    } satisfies Record<(typeof SESSIONS_TICK_PARTS)[number], string>
    this.logger.success(
      SESSIONS_TICK_PARTS.filter((part) => parts.includes(part))
        .map((part) => report[part])
        .join(', ') + ` in ${Math.round(performance.now() - started)} ms`
    )
  }
}
