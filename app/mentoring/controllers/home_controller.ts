import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#business/app'
import { homeBlocks } from '#core/services/content'
import { searchMentors } from '#mentoring/services/catalogue'
import MentorCardTransformer from '#mentoring/transformers/mentor_card_transformer'
import HomeBlocksTransformer from '#mentoring/transformers/home_blocks_transformer'

/** Mentors the home page shows from the catalogue (best rated first). */
const HOME_MENTORS = 3

/** The home page: the admin's content blocks and the catalogue's best-rated mentors. */
export default class HomeController {
  async show({ inertia, i18n }: HttpContext) {
    const locale = i18n.locale as Locale
    const [blocks, mentors] = await Promise.all([
      homeBlocks(locale),
      searchMentors({ sort: 'rating-desc', limit: HOME_MENTORS }, locale),
    ])
    return inertia.render('core/home', {
      blocks: HomeBlocksTransformer.transform(blocks),
      mentors: MentorCardTransformer.transform(mentors.data),
    })
  }
}
