import { BaseTransformer } from '@adonisjs/core/transformers'
import type { WhyNot } from '#mentoring/services/why_not'

/** A thin search's "why not" hint (`Data.Mentoring.WhyNot`): matching's and the mentor list's. */
export default class WhyNotTransformer<Criterion extends string = string> extends BaseTransformer<
  WhyNot<Criterion>
> {
  toObject() {
    const { criterion, label, added } = this.resource
    return { criterion, label, added }
  }
}
