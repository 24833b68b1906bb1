import { BaseTransformer } from '@adonisjs/core/transformers'
import { MENTOR_PROFILE_FIELDS } from '#business/sessions'
import type { MentorProfileValues } from '#mentoring/services/mentor_profile_settings'

/**
 * The mentor profile settings form's saved values, every field of MENTOR_PROFILE_FIELDS: the
 * page's (`Data.Mentoring.MentorProfileValues`) and PUT /api/mentor-profile's answer.
 */
export default class MentorProfileValuesTransformer extends BaseTransformer<MentorProfileValues> {
  toObject() {
    return this.pick(this.resource, MENTOR_PROFILE_FIELDS)
  }
}
