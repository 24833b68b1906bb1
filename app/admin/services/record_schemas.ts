import type { FromSchema } from 'json-schema-to-ts'
import {
  BOOLEAN,
  DATE_TIME,
  exactly,
  INTEGER,
  listOf,
  NUMBER,
  nullable,
  STRING,
} from '#core/services/schema_parts'

/*
| The records the admin console's REST calls answer: one schema each, the one
| source of both the API document (components.schemas) and the console's
| record types (AdminRecordOf, by json-schema-to-ts). Every answer a functional
| test receives is checked against them (tests/helpers/api_contract.ts), so a
| field the server drops, retypes or adds unlisted fails there, and a view
| that reads a field no longer listed fails the console's typecheck. A column
| that may be empty is nullable. This file imports only literal-typed parts:
| the console's typecheck reads it.
*/

/** An audit entry's snapshot of the changed fields. */
const SNAPSHOT = {
  type: ['object', 'null'],
  description: 'The changed fields',
  additionalProperties: true,
} as const

/** The record of each console resource, by resource name. */
export const adminRecordSchemas = {
  'users': exactly({
    id: INTEGER,
    email: nullable(STRING),
    first_name: nullable(STRING),
    last_name: nullable(STRING),
    full_name: nullable(STRING),
    role: nullable(STRING),
    status: nullable(STRING),
    locale: nullable(STRING),
    timezone: nullable(STRING),
    onboarded: nullable(BOOLEAN),
    email_verified_at: nullable(DATE_TIME),
    suspended_at: nullable(DATE_TIME),
    last_login_at: nullable(DATE_TIME),
    created_at: DATE_TIME,
    slug: nullable(STRING),
  }),
  'mentors': exactly({
    id: INTEGER,
    first_name: nullable(STRING),
    last_name: nullable(STRING),
    full_name: nullable(STRING),
    email: nullable(STRING),
    slug: nullable(STRING),
    timezone: nullable(STRING),
    locale: nullable(STRING),
    status: nullable(STRING),
    headline: nullable(STRING),
    bio: nullable(STRING),
    years_of_experience: nullable(INTEGER),
    session_duration_minutes: nullable(INTEGER),
    buffer_before_minutes: nullable(INTEGER),
    buffer_after_minutes: nullable(INTEGER),
    max_sessions_per_month: nullable(INTEGER),
    company_sizes: nullable(listOf(STRING)),
    is_active: nullable(BOOLEAN),
    is_approved: nullable(BOOLEAN),
    rating: nullable(NUMBER),
    ratings_count: nullable(INTEGER),
    sessions_count: nullable(INTEGER),
    next_available_at: nullable(DATE_TIME),
    skill_ids: nullable(listOf(INTEGER)),
    industry_ids: nullable(listOf(INTEGER)),
    schedule: nullable(listOf(exactly({ weekday: INTEGER, start_time: STRING, end_time: STRING }))),
    created_at: DATE_TIME,
  }),
  'mentor-applications': exactly({
    id: INTEGER,
    user_id: nullable(INTEGER),
    applicant_name: nullable(STRING),
    applicant_email: nullable(STRING),
    applicant_locale: nullable(STRING),
    basis: nullable(STRING),
    profile_url: nullable(STRING),
    links: nullable(listOf(STRING)),
    motivation: nullable(STRING),
    status: nullable(STRING),
    rejection_reason: nullable(STRING),
    reviewed_by_user_id: nullable(INTEGER),
    reviewed_at: nullable(DATE_TIME),
    created_at: DATE_TIME,
  }),
  'skills': exactly({
    id: INTEGER,
    name: nullable(STRING),
    name_it: nullable(STRING),
    slug: nullable(STRING),
    created_at: DATE_TIME,
  }),
  'industries': exactly({
    id: INTEGER,
    name: nullable(STRING),
    name_it: nullable(STRING),
    slug: nullable(STRING),
    sector: nullable(STRING),
    created_at: DATE_TIME,
  }),
  'content-pages': exactly({
    id: INTEGER,
    key: nullable(STRING),
    locale: nullable(STRING),
    title: nullable(STRING),
    body: nullable(STRING),
    body_html: nullable(STRING),
    updated_by_user_id: nullable(INTEGER),
    created_at: DATE_TIME,
    updated_at: nullable(DATE_TIME),
  }),
  'audit-log': exactly({
    id: INTEGER,
    actor_user_id: nullable(INTEGER),
    actor_name: nullable(STRING),
    command: nullable(STRING),
    operator: nullable(STRING),
    action: nullable(STRING),
    entity_type: nullable(STRING),
    entity_id: nullable(STRING),
    before: SNAPSHOT,
    after: SNAPSHOT,
    ip: nullable(STRING),
    request_id: nullable(STRING),
    created_at: DATE_TIME,
  }),
  'sessions': exactly(
    {
      id: INTEGER,
      mentor_user_id: nullable(INTEGER),
      mentor_name: nullable(STRING),
      mentee_user_id: nullable(INTEGER),
      mentee_name: nullable(STRING),
      mentor_locale: nullable(STRING),
      mentee_locale: nullable(STRING),
      starts_at: nullable(DATE_TIME),
      ends_at: nullable(DATE_TIME),
      duration_minutes: nullable(INTEGER),
      status: nullable(STRING),
      communication_tool: nullable(STRING),
      is_free_call: nullable(BOOLEAN),
      entitlement: nullable(STRING),
      objective: nullable(STRING),
      problem: nullable(STRING),
      desired_outcome: nullable(STRING),
      meeting_link: nullable(STRING),
      cancel_reason: nullable(STRING),
      cancelled_by_user_id: nullable(INTEGER),
      cancelled_at: nullable(DATE_TIME),
      created_at: DATE_TIME,
    },
    // The feedback of both sides, in the detail only (GET /:id).
    {
      feedback: nullable(
        listOf(
          exactly({
            author_user_id: nullable(INTEGER),
            author_role: STRING,
            overall_rating: INTEGER,
            communication_rating: nullable(INTEGER),
            knowledge_rating: nullable(INTEGER),
            would_recommend: nullable(BOOLEAN),
            public_text: nullable(STRING),
            private_text: nullable(STRING),
          })
        )
      ),
    }
  ),
  'subscriptions': exactly({
    id: INTEGER,
    user_id: nullable(INTEGER),
    user_name: nullable(STRING),
    user_email: nullable(STRING),
    plan: nullable(STRING),
    period: nullable(STRING),
    status: nullable(STRING),
    price_cents: nullable(INTEGER),
    currency: nullable(STRING),
    current_period_start: nullable(DATE_TIME),
    current_period_end: nullable(DATE_TIME),
    cancel_at_period_end: nullable(BOOLEAN),
    started_at: nullable(DATE_TIME),
    cancelled_at: nullable(STRING),
    stripe_subscription_id: nullable(STRING),
    created_at: DATE_TIME,
  }),
  'payments': exactly({
    id: INTEGER,
    user_id: nullable(INTEGER),
    user_name: nullable(STRING),
    kind: nullable(STRING),
    subscription_id: nullable(INTEGER),
    session_id: nullable(INTEGER),
    amount_cents: nullable(INTEGER),
    refunded_cents: nullable(INTEGER),
    currency: nullable(STRING),
    status: nullable(STRING),
    plan: nullable(STRING),
    period: nullable(STRING),
    is_renewal: nullable(BOOLEAN),
    description: nullable(STRING),
    paid_at: nullable(DATE_TIME),
    created_at: DATE_TIME,
  }),
  'refunds': exactly({
    id: INTEGER,
    invoice_id: nullable(INTEGER),
    amount_cents: nullable(INTEGER),
    reason: nullable(STRING),
    stripe_refund_id: nullable(STRING),
    created_by_user_id: nullable(INTEGER),
    created_at: DATE_TIME,
  }),
  'referrals': exactly({
    id: INTEGER,
    referrer_user_id: nullable(INTEGER),
    referrer_name: nullable(STRING),
    referred_user_id: nullable(INTEGER),
    referred_name: nullable(STRING),
    code: nullable(STRING),
    status: nullable(STRING),
    created_at: DATE_TIME,
    converted_at: nullable(DATE_TIME),
    expires_at: nullable(DATE_TIME),
  }),
  'rewards': exactly({
    id: INTEGER,
    referrer_user_id: nullable(INTEGER),
    referrer_name: nullable(STRING),
    referral_id: nullable(INTEGER),
    type: nullable(STRING),
    amount_cents: nullable(INTEGER),
    status: nullable(STRING),
    attempts: nullable(INTEGER),
    last_error: nullable(STRING),
    processed_at: nullable(DATE_TIME),
    created_at: DATE_TIME,
  }),
  'waiting-list': exactly({
    id: INTEGER,
    email: nullable(STRING),
    locale: nullable(STRING),
    created_at: DATE_TIME,
  }),
  'help-requests': exactly({
    id: INTEGER,
    user_id: nullable(INTEGER),
    user_name: nullable(STRING),
    user_email: nullable(STRING),
    topic: nullable(STRING),
    subject: nullable(STRING),
    message: nullable(STRING),
    locale: nullable(STRING),
    status: nullable(STRING),
    sent_at: nullable(DATE_TIME),
    created_at: DATE_TIME,
  }),
} as const

/** A resource the console's API serves. */
export type AdminRecordName = keyof typeof adminRecordSchemas

/** The record of a resource as its list, its one-record call and its changes answer it. */
export type AdminRecordOf<Name extends AdminRecordName> = FromSchema<
  (typeof adminRecordSchemas)[Name]
>

export const adminOverviewSchema = exactly({
  period: exactly({ from: STRING, to: STRING }),
  totals: exactly({
    users: INTEGER,
    mentors: INTEGER,
    pending_applications: INTEGER,
    signups: INTEGER,
    bookings: INTEGER,
    revenue_cents: INTEGER,
    active_subscriptions: INTEGER,
    referral_conversions: INTEGER,
    currency: STRING,
  }),
  series: exactly({
    signups: listOf(exactly({ date: STRING, count: INTEGER })),
    bookings: listOf(exactly({ date: STRING, count: INTEGER })),
    revenue: listOf(exactly({ date: STRING, amount_cents: INTEGER })),
    referral_conversions: listOf(exactly({ date: STRING, count: INTEGER })),
  }),
  subscriptions_by_plan: listOf(exactly({ plan: STRING, count: INTEGER })),
  top_mentors: listOf(
    exactly({ id: INTEGER, full_name: STRING, sessions: INTEGER, rating: NUMBER })
  ),
})

/** The dashboard's figures (GET /api/admin/analytics/overview). */
export type AdminOverview = FromSchema<typeof adminOverviewSchema>
