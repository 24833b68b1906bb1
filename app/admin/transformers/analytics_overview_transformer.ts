import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { exactly, INTEGER, listOf, NUMBER, nullable, STRING } from '#core/services/schema_parts'
import type { AnalyticsOverview } from '#admin/services/analytics'

/** The dashboard's figures (GET /api/admin/analytics/overview), as the API document shows them. */
export const analyticsOverviewSchema = exactly({
  period: exactly({ from: STRING, to: STRING }),
  totals: exactly({
    users: INTEGER,
    mentors: INTEGER,
    pendingApplications: INTEGER,
    signups: INTEGER,
    bookings: INTEGER,
    revenueCents: INTEGER,
    activeSubscriptions: INTEGER,
    referralConversions: INTEGER,
    messages: INTEGER,
    conversationsOpened: INTEGER,
    openConversationReports: INTEGER,
    currency: STRING,
  }),
  series: exactly({
    signups: listOf(exactly({ date: STRING, count: INTEGER })),
    bookings: listOf(exactly({ date: STRING, count: INTEGER })),
    revenue: listOf(exactly({ date: STRING, amountCents: INTEGER })),
    referralConversions: listOf(exactly({ date: STRING, count: INTEGER })),
    messages: listOf(exactly({ date: STRING, count: INTEGER })),
  }),
  subscriptionsByPlan: listOf(exactly({ plan: STRING, count: INTEGER })),
  // A mentor whose profile is gone has no rating.
  topMentors: listOf(
    exactly({ id: INTEGER, fullName: STRING, sessions: INTEGER, rating: nullable(NUMBER) })
  ),
  // The outcome follow-up's answers first given in the period: "yes" and "partly" are positive.
  outcomes: exactly({
    answers: INTEGER,
    positive: INTEGER,
    byMonth: listOf(exactly({ month: STRING, answers: INTEGER, positive: INTEGER })),
    byMentor: listOf(
      exactly({ id: INTEGER, fullName: STRING, answers: INTEGER, positive: INTEGER })
    ),
  }),
})

/** The console's dashboard over a period (`Data.Admin.AnalyticsOverview`). */
export default class AnalyticsOverviewTransformer extends BaseTransformer<AnalyticsOverview> {
  toObject(): FromSchema<typeof analyticsOverviewSchema> {
    const { period, totals, series, subscriptionsByPlan, topMentors, outcomes } = this.resource
    return {
      period: { from: period.from.toISODate()!, to: period.to.toISODate()! },
      totals,
      series,
      subscriptionsByPlan,
      topMentors,
      outcomes,
    }
  }
}
