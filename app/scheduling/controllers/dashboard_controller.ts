import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { hasDueSessions, settleDueSessions } from '#scheduling/services/session_lifecycle'
import { dashboardFor } from '#scheduling/services/dashboard'
import { greetsForTheFirstTime } from '#accounts/index'
import DashboardTransformer from '#scheduling/transformers/dashboard_transformer'

/**
 * `/dashboard`: the mentee view for mentees and admins, the mentor view for
 * mentors (see services/dashboard.ts). Like My Sessions, sessions whose end
 * or confirmation deadline has passed are settled before they are read.
 */
export default class DashboardController {
  async show({ auth, inertia, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const now = DateTime.utc()
    if (await hasDueSessions(now)) await settleDueSessions(now)
    const dashboard = await dashboardFor(user, i18n, now)
    const firstVisit = await greetsForTheFirstTime(user)
    return inertia.render('scheduling/dashboard', {
      dashboard: DashboardTransformer.transform(dashboard),
      firstVisit,
    })
  }
}
