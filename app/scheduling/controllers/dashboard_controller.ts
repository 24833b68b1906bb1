import type { HttpContext } from '@adonisjs/core/http'
import { dashboardFor } from '#scheduling/services/dashboard'

/**
 * `/dashboard`: the mentee view for mentees and admins, the mentor view for
 * mentors (see services/dashboard.ts).
 */
export default class DashboardController {
  async show({ auth, inertia, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    return inertia.render('scheduling/dashboard', await dashboardFor(user, i18n))
  }
}
