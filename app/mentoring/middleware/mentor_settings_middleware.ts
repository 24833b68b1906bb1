import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import MentorSettingsPolicy from '#mentoring/policies/mentor_settings_policy'

/**
 * Mentor profile and schedule settings (`middleware.mentorAccess()`): whoever
 * MentorSettingsPolicy lets edit them. Runs after `auth`.
 */
export default class MentorSettingsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.bouncer.with(MentorSettingsPolicy).authorize('edit')
    return next()
  }
}
