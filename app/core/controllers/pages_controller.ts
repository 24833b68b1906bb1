import type { HttpContext } from '@adonisjs/core/http'

/**
 * Pages of the marketplace shell whose full content arrives with later
 * modules; each renders in both languages.
 */
export default class PagesController {
  home({ inertia }: HttpContext) {
    return inertia.render('core/home', {})
  }

  placeholder({ inertia, route }: HttpContext) {
    return inertia.render('core/placeholder', { routeName: route?.pattern ?? '' })
  }
}
