import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OutcomePage } from '#scheduling/services/session_outcomes'

/**
 * A session's outcome follow-up as its page shows it (`Data.Scheduling.OutcomePage`), with the
 * signed address its form sends the answer to.
 */
export default class OutcomePageTransformer extends BaseTransformer<
  OutcomePage & { formUrl: string }
> {
  toObject() {
    const page = this.resource
    return {
      ...this.pick(page, ['mentorFirstName', 'desiredOutcome', 'answer', 'note', 'open']),
      sessionStartsAt: page.sessionStartsAt.toUTC().toISO()!,
      changesUntil: page.changesUntil.toUTC().toISO()!,
      formUrl: page.formUrl,
    }
  }
}
