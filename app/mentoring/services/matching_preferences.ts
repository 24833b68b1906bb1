import type { User } from '#accounts/index'
import SavedSearch from '#mentoring/models/saved_search'
import { AppError } from '#core/errors'
import { MATCHING_RULES } from '#business/matching'
import type { MatchingCriteria } from '#mentoring/validators/matching'

/**
 * Saved search preferences (spec: a name plus criteria): a member's own,
 * names unique per member (case-insensitively), at most
 * MATCHING_RULES.savedPreferencesMax. Another member's preference is "not found".
 */

export async function preferencesOf(user: User) {
  return SavedSearch.query()
    .where('userId', user.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
}

export async function preferenceOf(user: User, id: number) {
  const preference = await SavedSearch.query().where('userId', user.id).where('id', id).first()
  if (!preference)
    throw new AppError('NOT_FOUND', { messageKey: 'matching.errors.preferenceNotFound' })
  return preference
}

export type SaveOutcome = { saved: SavedSearch } | { refused: 'name_taken' | 'too_many' }

/** Saves a preference; a taken name or a full list come back as the reason it was refused. */
export async function savePreference(
  user: User,
  name: string,
  criteria: MatchingCriteria
): Promise<SaveOutcome> {
  const existing = await SavedSearch.query().where('userId', user.id).select('id', 'name')
  if (existing.some((one) => one.name.toLocaleLowerCase() === name.toLocaleLowerCase())) {
    return { refused: 'name_taken' }
  }
  if (existing.length >= MATCHING_RULES.savedPreferencesMax) return { refused: 'too_many' }
  try {
    return { saved: await SavedSearch.create({ userId: user.id, name, criteria }) }
  } catch (error) {
    // The same name saved twice at once: the unique index decides.
    if (/unique|duplicate/i.test(String((error as Error).message))) return { refused: 'name_taken' }
    throw error
  }
}

export async function deletePreference(user: User, id: number) {
  const preference = await preferenceOf(user, id)
  await preference.delete()
}
