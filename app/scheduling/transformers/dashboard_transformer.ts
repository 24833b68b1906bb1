import { BaseTransformer } from '@adonisjs/core/transformers'
import { MentorCardTransformer } from '#mentoring/index'
import type { DashboardView, MenteeDashboard } from '#scheduling/services/dashboard'

type Card = MenteeDashboard['savedMentors']['items'][number]

/** A mentor's card as every list shows it (`Data.Mentoring.MentorCard`). */
const cardOf = (card: Card) => new MentorCardTransformer(card).toObject()

/**
 * The dashboard (`Data.Scheduling.Dashboard`): the mentee view or the mentor view, told apart
 * by `view` (services/dashboard.ts builds both from the one session view). The mentors' cards
 * are the catalogue's.
 */
export default class DashboardTransformer extends BaseTransformer<DashboardView> {
  toObject() {
    const dashboard = this.resource
    const firstName = dashboard.firstName
    if (dashboard.view === 'mentor') {
      return { view: 'mentor' as const, firstName, mentee: null, mentor: dashboard.mentor }
    }
    const { savedMentors, recommended } = dashboard.mentee
    const mentee = {
      ...dashboard.mentee,
      savedMentors: { ...savedMentors, items: savedMentors.items.map(cardOf) },
      recommended: {
        ...recommended,
        items: recommended.items.map((item) => ({
          ...cardOf(item),
          score: item.score,
          reasons: item.reasons,
        })),
      },
    }
    return { view: 'mentee' as const, firstName, mentee, mentor: null }
  }
}
