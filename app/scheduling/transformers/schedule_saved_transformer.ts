import { BaseTransformer } from '@adonisjs/core/transformers'
import type {
  ExceptionValue,
  SchedulePreview,
  ScheduleValues,
} from '#scheduling/services/schedule_settings'
import ScheduleTransformer from '#scheduling/transformers/schedule_transformer'
import ScheduleExceptionTransformer from '#scheduling/transformers/schedule_exception_transformer'
import SchedulePreviewTransformer from '#scheduling/transformers/schedule_preview_transformer'

type SavedSchedule = {
  schedule: ScheduleValues
  preview: SchedulePreview
  /** The exception a write created or changed; none for the weekly hours and a removal. */
  exception?: ExceptionValue
}

/**
 * What every write of Settings > Schedule answers: the saved schedule and a fresh preview, so the
 * page shows what mentees can now book (`toObject`), and the exception itself when the write was
 * one (`withException`).
 */
export default class ScheduleSavedTransformer extends BaseTransformer<SavedSchedule> {
  toObject() {
    return {
      schedule: new ScheduleTransformer(this.resource.schedule).toObject(),
      preview: new SchedulePreviewTransformer(this.resource.preview).toObject(),
    }
  }

  withException() {
    const { exception } = this.resource
    if (!exception) throw new Error('ScheduleSavedTransformer.withException needs the exception')
    return { exception: new ScheduleExceptionTransformer(exception).toObject(), ...this.toObject() }
  }
}
