import { BaseTransformer } from '@adonisjs/core/transformers'

type ScheduleLimits = { maxRangesPerDay: number; reasonMaxLength: number; previewDays: number }

/**
 * The limits Settings > Schedule checks before sending (the validators' SCHEDULE_LIMITS) and the
 * preview's days (`Data.Scheduling.ScheduleLimits`).
 */
export default class ScheduleLimitsTransformer extends BaseTransformer<ScheduleLimits> {
  toObject() {
    return this.pick(this.resource, ['maxRangesPerDay', 'reasonMaxLength', 'previewDays'])
  }
}
