import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MentorCard } from '#mentoring/services/catalogue'

/**
 * A mentor as a list shows them (the catalogue, the home page, saved mentors): the pages type
 * their cards from it (`Data.Mentoring.MentorCard`), so a field dropped here fails the pages'
 * typecheck instead of showing nothing.
 */
export default class MentorCardTransformer extends BaseTransformer<MentorCard> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'slug',
      'name',
      'initials',
      'photo_url',
      'headline',
      'headline_lang',
      'skills',
      'skills_count',
      'industries',
      'rating',
      'ratings_count',
      'sessions_count',
      'hourly_rate',
      'session_duration',
      'next_available_at',
    ])
  }
}
