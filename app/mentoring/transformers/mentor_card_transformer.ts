import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MentorCard } from '#mentoring/services/catalogue'

/**
 * A mentor as a list shows them (the catalogue, the home page, saved mentors, the dashboard) and as
 * GET /api/mentors answers them: the pages type their cards from it (`Data.Mentoring.MentorCard`),
 * so a field dropped here fails the pages' typecheck instead of showing nothing.
 */
export default class MentorCardTransformer extends BaseTransformer<MentorCard> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'slug',
      'firstName',
      'lastName',
      'name',
      'initials',
      'photoUrl',
      'headline',
      'headlineLang',
      'skills',
      'skillsCount',
      'industries',
      'rating',
      'ratingsCount',
      'sessionsCount',
      'confirmHours',
      'hourlyRate',
      'sessionDuration',
      'nextAvailableAt',
    ])
  }
}
