import type { HttpContext } from '@adonisjs/core/http'
import { flashToast } from '#core/services/toast'
import { resumeMentor } from '#mentoring/services/mentor_pause'

/** The paused mentor's one click: "I'm available again" (the banner of their dashboard and settings). */
export default class MentorPauseController {
  /** POST /settings/profile/mentor/available -> back, listed again */
  async resume(ctx: HttpContext) {
    const { auth, i18n, response } = ctx
    if (await resumeMentor(auth.getUserOrFail().id)) {
      flashToast(ctx, {
        title: i18n.t('mentor_settings.paused.resumed.title'),
        description: i18n.t('mentor_settings.paused.resumed.description'),
      })
    }
    return response.redirect().back()
  }
}
