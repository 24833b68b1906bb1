import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DashboardView } from '#scheduling/services/dashboard'

/**
 * The dashboard (`Data.Scheduling.Dashboard`): the mentee view or the mentor view, told apart
 * by `view` (services/dashboard.ts builds both from the one session view).
 */
export default class DashboardTransformer extends BaseTransformer<DashboardView> {
  toObject() {
    const dashboard = this.resource
    const firstName = dashboard.firstName
    return dashboard.view === 'mentor'
      ? { view: 'mentor' as const, firstName, mentee: null, mentor: dashboard.mentor }
      : { view: 'mentee' as const, firstName, mentee: dashboard.mentee, mentor: null }
  }
}
