import type { FromSchema } from 'json-schema-to-ts'
import {
  BOOLEAN,
  DATE_TIME,
  holding,
  INTEGER,
  listOf,
  NUMBER,
  orNull,
  STRING,
} from '#admin/services/record_schema_parts'

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
  'users': holding({
    id: INTEGER,
    email: orNull(STRING),
    first_name: orNull(STRING),
    last_name: orNull(STRING),
    full_name: orNull(STRING),
    role: orNull(STRING),
    status: orNull(STRING),
    locale: orNull(STRING),
    timezone: orNull(STRING),
    onboarded: orNull(BOOLEAN),
    email_verified_at: orNull(DATE_TIME),
    suspended_at: orNull(DATE_TIME),
    last_login_at: orNull(DATE_TIME),
    created_at: DATE_TIME,
    slug: orNull(STRING),
  }),
  'mentors': holding({
    id: INTEGER,
    first_name: orNull(STRING),
    last_name: orNull(STRING),
    full_name: orNull(STRING),
    email: orNull(STRING),
    slug: orNull(STRING),
    timezone: orNull(STRING),
    locale: orNull(STRING),
    status: orNull(STRING),
    headline: orNull(STRING),
    bio: orNull(STRING),
    years_of_experience: orNull(INTEGER),
    session_duration_minutes: orNull(INTEGER),
    buffer_before_minutes: orNull(INTEGER),
    buffer_after_minutes: orNull(INTEGER),
    max_sessions_per_month: orNull(INTEGER),
    company_sizes: orNull(listOf(STRING)),
    is_active: orNull(BOOLEAN),
    is_approved: orNull(BOOLEAN),
    rating: orNull(NUMBER),
    ratings_count: orNull(INTEGER),
    sessions_count: orNull(INTEGER),
    next_available_at: orNull(DATE_TIME),
    skill_ids: orNull(listOf(INTEGER)),
    industry_ids: orNull(listOf(INTEGER)),
    schedule: orNull(listOf(holding({ weekday: INTEGER, start_time: STRING, end_time: STRING }))),
    created_at: DATE_TIME,
  }),
  'mentor-applications': holding({
    id: INTEGER,
    user_id: orNull(INTEGER),
    applicant_name: orNull(STRING),
    applicant_email: orNull(STRING),
    applicant_locale: orNull(STRING),
    basis: orNull(STRING),
    profile_url: orNull(STRING),
    links: orNull(listOf(STRING)),
    motivation: orNull(STRING),
    status: orNull(STRING),
    rejection_reason: orNull(STRING),
    reviewed_by_user_id: orNull(INTEGER),
    reviewed_at: orNull(DATE_TIME),
    created_at: DATE_TIME,
  }),
  'skills': holding({
    id: INTEGER,
    name: orNull(STRING),
    name_it: orNull(STRING),
    slug: orNull(STRING),
    created_at: DATE_TIME,
  }),
  'industries': holding({
    id: INTEGER,
    name: orNull(STRING),
    name_it: orNull(STRING),
    slug: orNull(STRING),
    sector: orNull(STRING),
    created_at: DATE_TIME,
  }),
  'content-pages': holding({
    id: INTEGER,
    key: orNull(STRING),
    locale: orNull(STRING),
    title: orNull(STRING),
    body: orNull(STRING),
    body_html: orNull(STRING),
    updated_by_user_id: orNull(INTEGER),
    created_at: DATE_TIME,
    updated_at: orNull(DATE_TIME),
  }),
  'audit-log': holding({
    id: INTEGER,
    actor_user_id: orNull(INTEGER),
    actor_name: orNull(STRING),
    command: orNull(STRING),
    operator: orNull(STRING),
    action: orNull(STRING),
    entity_type: orNull(STRING),
    entity_id: orNull(STRING),
    before: SNAPSHOT,
    after: SNAPSHOT,
    ip: orNull(STRING),
    request_id: orNull(STRING),
    created_at: DATE_TIME,
  }),
  'sessions': holding(
    {
      id: INTEGER,
      mentor_user_id: orNull(INTEGER),
      mentor_name: orNull(STRING),
      mentee_user_id: orNull(INTEGER),
      mentee_name: orNull(STRING),
      mentor_locale: orNull(STRING),
      mentee_locale: orNull(STRING),
      starts_at: orNull(DATE_TIME),
      ends_at: orNull(DATE_TIME),
      duration_minutes: orNull(INTEGER),
      status: orNull(STRING),
      communication_tool: orNull(STRING),
      is_free_call: orNull(BOOLEAN),
      entitlement: orNull(STRING),
      objective: orNull(STRING),
      problem: orNull(STRING),
      desired_outcome: orNull(STRING),
      meeting_link: orNull(STRING),
      cancel_reason: orNull(STRING),
      cancelled_by_user_id: orNull(INTEGER),
      cancelled_at: orNull(DATE_TIME),
      created_at: DATE_TIME,
    },
    // The feedback of both sides, in the detail only (GET /:id).
    {
      feedback: orNull(
        listOf(
          holding({
            author_user_id: orNull(INTEGER),
            author_role: STRING,
            overall_rating: INTEGER,
            communication_rating: orNull(INTEGER),
            knowledge_rating: orNull(INTEGER),
            would_recommend: orNull(BOOLEAN),
            public_text: orNull(STRING),
            private_text: orNull(STRING),
          })
        )
      ),
    }
  ),
  'subscriptions': holding({
    id: INTEGER,
    user_id: orNull(INTEGER),
    user_name: orNull(STRING),
    user_email: orNull(STRING),
    plan: orNull(STRING),
    period: orNull(STRING),
    status: orNull(STRING),
    price_cents: orNull(INTEGER),
    currency: orNull(STRING),
    current_period_start: orNull(DATE_TIME),
    current_period_end: orNull(DATE_TIME),
    cancel_at_period_end: orNull(BOOLEAN),
    started_at: orNull(DATE_TIME),
    cancelled_at: orNull(STRING),
    stripe_subscription_id: orNull(STRING),
    created_at: DATE_TIME,
  }),
  'payments': holding({
    id: INTEGER,
    user_id: orNull(INTEGER),
    user_name: orNull(STRING),
    kind: orNull(STRING),
    subscription_id: orNull(INTEGER),
    session_id: orNull(INTEGER),
    amount_cents: orNull(INTEGER),
    refunded_cents: orNull(INTEGER),
    currency: orNull(STRING),
    status: orNull(STRING),
    plan: orNull(STRING),
    period: orNull(STRING),
    is_renewal: orNull(BOOLEAN),
    description: orNull(STRING),
    paid_at: orNull(DATE_TIME),
    created_at: DATE_TIME,
  }),
  'refunds': holding({
    id: INTEGER,
    invoice_id: orNull(INTEGER),
    amount_cents: orNull(INTEGER),
    reason: orNull(STRING),
    stripe_refund_id: orNull(STRING),
    created_by_user_id: orNull(INTEGER),
    created_at: DATE_TIME,
  }),
  'referrals': holding({
    id: INTEGER,
    referrer_user_id: orNull(INTEGER),
    referrer_name: orNull(STRING),
    referred_user_id: orNull(INTEGER),
    referred_name: orNull(STRING),
    code: orNull(STRING),
    status: orNull(STRING),
    created_at: DATE_TIME,
    converted_at: orNull(DATE_TIME),
    expires_at: orNull(DATE_TIME),
  }),
  'rewards': holding({
    id: INTEGER,
    referrer_user_id: orNull(INTEGER),
    referrer_name: orNull(STRING),
    referral_id: orNull(INTEGER),
    type: orNull(STRING),
    amount_cents: orNull(INTEGER),
    status: orNull(STRING),
    attempts: orNull(INTEGER),
    last_error: orNull(STRING),
    processed_at: orNull(DATE_TIME),
    created_at: DATE_TIME,
  }),
  'waiting-list': holding({
    id: INTEGER,
    email: orNull(STRING),
    locale: orNull(STRING),
    created_at: DATE_TIME,
  }),
  'help-requests': holding({
    id: INTEGER,
    user_id: orNull(INTEGER),
    user_name: orNull(STRING),
    user_email: orNull(STRING),
    topic: orNull(STRING),
    subject: orNull(STRING),
    message: orNull(STRING),
    locale: orNull(STRING),
    status: orNull(STRING),
    sent_at: orNull(DATE_TIME),
    created_at: DATE_TIME,
  }),
} as const

/** A resource the console's API serves. */
export type AdminRecordName = keyof typeof adminRecordSchemas

/** The record of a resource as its list, its one-record call and its changes answer it. */
export type AdminRecordOf<Name extends AdminRecordName> = FromSchema<
  (typeof adminRecordSchemas)[Name]
>

export const adminOverviewSchema = holding({
  period: holding({ from: STRING, to: STRING }),
  totals: holding({
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
  series: holding({
    signups: listOf(holding({ date: STRING, count: INTEGER })),
    bookings: listOf(holding({ date: STRING, count: INTEGER })),
    revenue: listOf(holding({ date: STRING, amount_cents: INTEGER })),
    referral_conversions: listOf(holding({ date: STRING, count: INTEGER })),
  }),
  subscriptions_by_plan: listOf(holding({ plan: STRING, count: INTEGER })),
  top_mentors: listOf(
    holding({ id: INTEGER, full_name: STRING, sessions: INTEGER, rating: NUMBER })
  ),
})

/** The dashboard's figures (GET /api/admin/analytics/overview). */
export type AdminOverview = FromSchema<typeof adminOverviewSchema>
