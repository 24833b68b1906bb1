import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MentorProfileValues } from '#mentoring/services/mentor_profile_settings'

/**
 * The mentor profile settings form's saved values: the page's (`Data.Mentoring.MentorProfileValues`)
 * and PUT /api/mentor-profile's answer.
 */
export default class MentorProfileValuesTransformer extends BaseTransformer<MentorProfileValues> {
  toObject() {
    return this.pick(this.resource, [
      'headline',
      'bio',
      'yearsOfExperience',
      'skills',
      'industries',
      'hourlyRate',
      'sessionDurationMinutes',
      'bufferBeforeMinutes',
      'bufferAfterMinutes',
      'maxSessionsPerMonth',
      'companySizes',
    ])
  }
}
