import type { HttpContext } from '@adonisjs/core/http'
import { MATCHING_RULES } from '#business/matching'
import { failField } from '#accounts/index'
import { savePreferenceValidator } from '#mentoring/validators/matching'
import { matchingMessages } from '#mentoring/services/matching_messages'
import {
  deletePreference,
  preferenceOf,
  preferencesOf,
  savePreference,
} from '#mentoring/services/matching_preferences'
import type SavedSearch from '#mentoring/models/saved_search'
import MatchingPreferenceTransformer from '#mentoring/transformers/matching_preference_transformer'

const preferenceOut = (preference: SavedSearch) =>
  new MatchingPreferenceTransformer(preference).toObject()

/**
 * Saved search preferences: a member lists, saves, loads and deletes their
 * own; another member's id answers NOT_FOUND.
 */
export default class MatchingPreferencesController {
  /** GET /api/matching/preferences */
  async index({ auth }: HttpContext) {
    const preferences = await preferencesOf(auth.getUserOrFail())
    return { data: preferences.map(preferenceOut) }
  }

  /** GET /api/matching/preferences/:id */
  async show({ auth, params }: HttpContext) {
    return {
      preference: preferenceOut(await preferenceOf(auth.getUserOrFail(), Number(params.id))),
    }
  }

  /** POST /api/matching/preferences: 201 with the preference, or the name field's error. */
  async store(ctx: HttpContext) {
    const { name, criteria } = await ctx.request.validateUsing(savePreferenceValidator, {
      messagesProvider: matchingMessages(ctx),
    })
    const outcome = await savePreference(ctx.auth.getUserOrFail(), name, criteria)
    if ('refused' in outcome) {
      const message =
        outcome.refused === 'name_taken'
          ? ctx.i18n.t('matching.validation.name.uniqueNamed', { name })
          : ctx.i18n.t('matching.validation.name.tooMany', {
              max: MATCHING_RULES.savedPreferencesMax,
            })
      failField('name', message, outcome.refused === 'name_taken' ? 'unique' : 'maxItems')
    }
    ctx.response.status(201)
    return { preference: preferenceOut(outcome.saved) }
  }

  /** DELETE /api/matching/preferences/:id: 204 */
  async destroy({ auth, params, response }: HttpContext) {
    await deletePreference(auth.getUserOrFail(), Number(params.id))
    return response.noContent()
  }
}
