import { BaseTransformer } from '@adonisjs/core/transformers'
import type { mentorProfileValues } from '#mentoring/services/mentor_profile_settings'

type ProfileValues = ReturnType<typeof mentorProfileValues>

/** The mentor profile settings form's saved values (`Data.Mentoring.MentorProfileValues`). */
export default class MentorProfileValuesTransformer extends BaseTransformer<ProfileValues> {
  toObject() {
    const profile = this.resource
    return {
      ...this.pick(profile, ['headline', 'bio', 'skills']),
      yearsOfExperience: profile.years_of_experience,
      industries: profile.industries.map(({ industry_id: industryId, years }) => ({
        industryId,
        years,
      })),
      hourlyRate: profile.hourly_rate,
      sessionDurationMinutes: profile.session_duration_minutes,
      bufferBeforeMinutes: profile.buffer_before_minutes,
      bufferAfterMinutes: profile.buffer_after_minutes,
      maxSessionsPerMonth: profile.max_sessions_per_month,
      companySizes: profile.company_sizes,
    }
  }
}
