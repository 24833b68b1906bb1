import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MentorCard } from '#mentoring/services/catalogue'

/**
 * A mentor as a list shows them (the catalogue, the home page, saved mentors, the dashboard): the
 * pages type their cards from it (`Data.Mentoring.MentorCard`), so a field dropped here fails the
 * pages' typecheck instead of showing nothing. camelCase for the pages; GET /api/mentors keeps the
 * spec's snake_case cards.
 */
export default class MentorCardTransformer extends BaseTransformer<MentorCard> {
  toObject() {
    const card = this.resource
    return {
      ...this.pick(card, ['id', 'slug', 'name', 'initials', 'headline', 'skills', 'industries']),
      photoUrl: card.photo_url,
      headlineLang: card.headline_lang,
      skillsCount: card.skills_count,
      rating: card.rating,
      ratingsCount: card.ratings_count,
      sessionsCount: card.sessions_count,
      hourlyRate: card.hourly_rate,
      sessionDuration: card.session_duration,
      nextAvailableAt: card.next_available_at,
    }
  }
}
