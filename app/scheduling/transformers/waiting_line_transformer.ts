import { BaseTransformer } from '@adonisjs/core/transformers'
import type { LinePlace } from '#scheduling/services/waiting_line'

/**
 * The mentee's place in a full mentor's waiting line (`Data.Scheduling.WaitingLine`): their
 * number (null: not in it) and the slot held for them, if any. The booking page's prop and the
 * answer of joining or leaving the line.
 */
export default class WaitingLineTransformer extends BaseTransformer<LinePlace> {
  toObject() {
    return this.pick(this.resource, ['position', 'hold'])
  }
}
