import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#business/app'
import {
  keepsSavedMentors,
  saveMentor,
  savedMentorCards,
  savedMentorIds,
  unsaveMentor,
} from '#mentoring/services/saved_mentors'
import MentorCardTransformer from '#mentoring/transformers/mentor_card_transformer'
import SavedMentorsTransformer from '#mentoring/transformers/saved_mentors_transformer'

/** The ids the hearts follow, as every saved-mentor call answers them. */
const savedOut = (mentorIds: number[]) => new SavedMentorsTransformer({ mentorIds }).toObject()

/** `/saved-mentors` and the save/unsave calls behind every heart. */
export default class SavedMentorsController {
  async page({ auth, inertia, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    return inertia.render('mentoring/saved_mentors', {
      mentors: MentorCardTransformer.transform(
        keepsSavedMentors(user) ? await savedMentorCards(user, i18n.locale as Locale) : []
      ),
      canSave: keepsSavedMentors(user),
    })
  }

  /** GET /api/saved-mentors: `{ data: ids }` (the list the hearts follow). */
  async index({ auth }: HttpContext) {
    const user = auth.getUserOrFail()
    return savedOut(keepsSavedMentors(user) ? await savedMentorIds(user) : [])
  }

  /** PUT /api/saved-mentors/:mentorId */
  async store({ auth, params }: HttpContext) {
    const user = auth.getUserOrFail()
    await saveMentor(user, params.mentorId)
    return savedOut(await savedMentorIds(user))
  }

  /** DELETE /api/saved-mentors/:mentorId */
  async destroy({ auth, params }: HttpContext) {
    const user = auth.getUserOrFail()
    await unsaveMentor(user, params.mentorId)
    return savedOut(await savedMentorIds(user))
  }
}
