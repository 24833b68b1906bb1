import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MentorPause } from '#mentoring/services/mentor_pause'

/** A mentor's pause as their pages show it (`Data.Mentoring.MentorPause`): why, and since when (ISO). */
export default class MentorPauseTransformer extends BaseTransformer<MentorPause> {
  toObject() {
    return { reason: this.resource.reason, since: this.resource.since.toISO()! }
  }
}
