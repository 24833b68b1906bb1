import vine from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import { formMessages } from '#core/services/form_messages'
import { MENTOR_PROFILE_RULES } from '#business/messages'

/** GET /api/mentors/:id/reviews?page=&limit= */
export const reviewsQueryValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).optional(),
  limit: vine
    .number()
    .withoutDecimals()
    .min(1)
    .max(MENTOR_PROFILE_RULES.reviewsMaxPageSize)
    .optional(),
})

/** Validation messages of the mentor profile's calls in the viewer's language (see formMessages). */
export function mentorProfileMessages(ctx: HttpContext) {
  return formMessages(ctx, 'mentor_profile')
}
