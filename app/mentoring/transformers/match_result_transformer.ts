import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MatchResult } from '#mentoring/services/matching'

/** A mentor a matching search found, with the score and its reasons (`Data.Mentoring.MatchResult`). */
export default class MatchResultTransformer extends BaseTransformer<MatchResult> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'slug',
      'name',
      'initials',
      'photo',
      'headline',
      'headlineLang',
      'score',
      'reasons',
      'rating',
      'ratingsCount',
      'yearsOfExperience',
      'sessionsCount',
      'confirmHours',
      'hourlyRate',
      'nextAvailableAt',
      'industries',
      'skills',
    ])
  }
}
