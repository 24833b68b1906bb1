import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#business/app'
import { AppError } from '#core/errors'
import {
  findListedMentor,
  mentorProfileView,
  reviewsOf,
  sharingMeta,
} from '#mentoring/services/mentor_profile_page'
import MentorProfileTransformer from '#mentoring/transformers/mentor_profile_transformer'
import ReviewsPageTransformer from '#mentoring/transformers/reviews_page_transformer'
import SharingMetaTransformer from '#mentoring/transformers/sharing_meta_transformer'
import { mentorProfileMessages, reviewsQueryValidator } from '#mentoring/validators/mentor_reviews'

/**
 * The public mentor profile, at /mentors/<user id> and /mentors/<slug>
 * (server-rendered, shareable), and its reviews call. Unlisted mentors and
 * unknown ids or slugs are 404. A profile that cannot be assembled is logged
 * and shown as the same page in its load-error state (500).
 */
export default class MentorProfilesController {
  async show(ctx: HttpContext) {
    const { params, inertia, i18n, auth, response, logger } = ctx
    const ref = await findListedMentor(String(params.id))
    if (!ref) throw new AppError('NOT_FOUND')

    const viewer = auth.user ?? null
    try {
      const mentor = await mentorProfileView(ref, i18n.locale as Locale)
      const reviews = await reviewsOf(ref.userId)
      return inertia.render('mentoring/mentor_profile', {
        mentor: MentorProfileTransformer.transform(mentor),
        reviews: ReviewsPageTransformer.transform(reviews),
        meta: SharingMetaTransformer.transform(sharingMeta(mentor, i18n)),
        isOwnProfile: viewer?.id === ref.userId,
        loadError: false,
      })
    } catch (error) {
      logger.error({ err: error, mentorUserId: ref.userId }, 'could not load the mentor profile')
      response.status(500)
      return inertia.render('mentoring/mentor_profile', {
        mentor: null,
        reviews: null,
        meta: null,
        isOwnProfile: viewer?.id === ref.userId,
        loadError: true,
      })
    }
  }

  /** GET /api/mentors/:id/reviews?page=&limit= -> { data, pagination } */
  async reviews(ctx: HttpContext) {
    const ref = await findListedMentor(String(ctx.params.id))
    if (!ref) throw new AppError('NOT_FOUND')
    const query = await ctx.request.validateUsing(reviewsQueryValidator, {
      messagesProvider: mentorProfileMessages(ctx),
    })
    return new ReviewsPageTransformer(await reviewsOf(ref.userId, query)).toObject()
  }
}
