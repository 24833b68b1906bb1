import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MentorProfileView } from '#mentoring/services/mentor_profile_page'

/** The public mentor profile as its page shows it (`Data.Mentoring.MentorProfile`). */
export default class MentorProfileTransformer extends BaseTransformer<MentorProfileView> {
  toObject() {
    const mentor = this.resource
    return {
      ...this.pick(mentor, [
        'id',
        'slug',
        'name',
        'initials',
        'headline',
        'bio',
        'skills',
        'industries',
        'currency',
        'rating',
      ]),
      firstName: mentor.first_name,
      lastName: mentor.last_name,
      photoUrl: mentor.photo_url,
      headlineLang: mentor.headline_lang,
      bioLang: mentor.bio_lang,
      yearsOfExperience: mentor.years_of_experience,
      hourlyRateCents: mentor.hourly_rate_cents,
      sessionDuration: mentor.session_duration,
      ratingsCount: mentor.ratings_count,
      sessionsCount: mentor.sessions_count,
      confirmHours: mentor.confirm_hours,
      outcomes: mentor.outcomes,
      nextAvailableAt: mentor.next_available_at,
      profileUrl: mentor.profile_url,
    }
  }
}
