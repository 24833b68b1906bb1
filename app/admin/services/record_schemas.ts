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
    firstName: nullable(STRING),
    lastName: nullable(STRING),
    fullName: nullable(STRING),
    role: nullable(STRING),
    status: nullable(STRING),
    locale: nullable(STRING),
    timezone: nullable(STRING),
    onboarded: nullable(BOOLEAN),
    emailVerifiedAt: nullable(DATE_TIME),
    suspendedAt: nullable(DATE_TIME),
    lastLoginAt: nullable(DATE_TIME),
    createdAt: DATE_TIME,
    slug: nullable(STRING),
  }),
  'mentors': exactly({
    id: INTEGER,
    firstName: nullable(STRING),
    lastName: nullable(STRING),
    fullName: nullable(STRING),
    email: nullable(STRING),
    slug: nullable(STRING),
    timezone: nullable(STRING),
    locale: nullable(STRING),
    status: nullable(STRING),
    headline: nullable(STRING),
    bio: nullable(STRING),
    yearsOfExperience: nullable(INTEGER),
    sessionDurationMinutes: nullable(INTEGER),
    bufferBeforeMinutes: nullable(INTEGER),
    bufferAfterMinutes: nullable(INTEGER),
    maxSessionsPerMonth: nullable(INTEGER),
    companySizes: nullable(listOf(STRING)),
    isActive: nullable(BOOLEAN),
    isApproved: nullable(BOOLEAN),
    rating: nullable(NUMBER),
    ratingsCount: nullable(INTEGER),
    sessionsCount: nullable(INTEGER),
    nextAvailableAt: nullable(DATE_TIME),
    skillIds: nullable(listOf(INTEGER)),
    industryIds: nullable(listOf(INTEGER)),
    schedule: nullable(listOf(exactly({ weekday: INTEGER, startTime: STRING, endTime: STRING }))),
    createdAt: DATE_TIME,
  }),
  'mentor-applications': exactly({
    id: INTEGER,
    userId: nullable(INTEGER),
    applicantName: nullable(STRING),
    applicantEmail: nullable(STRING),
    applicantLocale: nullable(STRING),
    basis: nullable(STRING),
    profileUrl: nullable(STRING),
    links: nullable(listOf(STRING)),
    motivation: nullable(STRING),
    status: nullable(STRING),
    rejectionReason: nullable(STRING),
    reviewedByUserId: nullable(INTEGER),
    reviewedAt: nullable(DATE_TIME),
    createdAt: DATE_TIME,
  }),
  'skills': exactly({
    id: INTEGER,
    name: nullable(STRING),
    nameIt: nullable(STRING),
    slug: nullable(STRING),
    createdAt: DATE_TIME,
  }),
  'industries': exactly({
    id: INTEGER,
    name: nullable(STRING),
    nameIt: nullable(STRING),
    slug: nullable(STRING),
    sector: nullable(STRING),
    createdAt: DATE_TIME,
  }),
  'content-pages': exactly({
    id: INTEGER,
    key: nullable(STRING),
    locale: nullable(STRING),
    title: nullable(STRING),
    body: nullable(STRING),
    bodyHtml: nullable(STRING),
    updatedByUserId: nullable(INTEGER),
    createdAt: DATE_TIME,
    updatedAt: nullable(DATE_TIME),
  }),
  'audit-log': exactly({
    id: INTEGER,
    actorUserId: nullable(INTEGER),
    actorName: nullable(STRING),
    command: nullable(STRING),
    operator: nullable(STRING),
    action: nullable(STRING),
    entityType: nullable(STRING),
    entityId: nullable(STRING),
    before: SNAPSHOT,
    after: SNAPSHOT,
    ip: nullable(STRING),
    requestId: nullable(STRING),
    createdAt: DATE_TIME,
  }),
  'sessions': exactly(
    {
      id: INTEGER,
      mentorUserId: nullable(INTEGER),
      mentorName: nullable(STRING),
      menteeUserId: nullable(INTEGER),
      menteeName: nullable(STRING),
      mentorLocale: nullable(STRING),
      menteeLocale: nullable(STRING),
      startsAt: nullable(DATE_TIME),
      endsAt: nullable(DATE_TIME),
      durationMinutes: nullable(INTEGER),
      status: nullable(STRING),
      communicationTool: nullable(STRING),
      isFreeCall: nullable(BOOLEAN),
      entitlement: nullable(STRING),
      objective: nullable(STRING),
      problem: nullable(STRING),
      desiredOutcome: nullable(STRING),
      meetingLink: nullable(STRING),
      cancelReason: nullable(STRING),
      cancelledByUserId: nullable(INTEGER),
      cancelledAt: nullable(DATE_TIME),
      createdAt: DATE_TIME,
    },
    // The feedback of both sides, in the detail only (GET /:id).
    {
      feedback: nullable(
        listOf(
          exactly({
            authorUserId: nullable(INTEGER),
            authorRole: STRING,
            overallRating: INTEGER,
            communicationRating: nullable(INTEGER),
            knowledgeRating: nullable(INTEGER),
            wouldRecommend: nullable(BOOLEAN),
            publicText: nullable(STRING),
            privateText: nullable(STRING),
          })
        )
      ),
    }
  ),
  'subscriptions': exactly({
    id: INTEGER,
    userId: nullable(INTEGER),
    userName: nullable(STRING),
    userEmail: nullable(STRING),
    plan: nullable(STRING),
    period: nullable(STRING),
    status: nullable(STRING),
    priceCents: nullable(INTEGER),
    currency: nullable(STRING),
    currentPeriodStart: nullable(DATE_TIME),
    currentPeriodEnd: nullable(DATE_TIME),
    cancelAtPeriodEnd: nullable(BOOLEAN),
    startedAt: nullable(DATE_TIME),
    cancelledAt: nullable(STRING),
    stripeSubscriptionId: nullable(STRING),
    createdAt: DATE_TIME,
  }),
  'payments': exactly({
    id: INTEGER,
    userId: nullable(INTEGER),
    userName: nullable(STRING),
    kind: nullable(STRING),
    subscriptionId: nullable(INTEGER),
    sessionId: nullable(INTEGER),
    amountCents: nullable(INTEGER),
    refundedCents: nullable(INTEGER),
    currency: nullable(STRING),
    status: nullable(STRING),
    plan: nullable(STRING),
    period: nullable(STRING),
    isRenewal: nullable(BOOLEAN),
    description: nullable(STRING),
    paidAt: nullable(DATE_TIME),
    createdAt: DATE_TIME,
  }),
  'refunds': exactly({
    id: INTEGER,
    invoiceId: nullable(INTEGER),
    amountCents: nullable(INTEGER),
    reason: nullable(STRING),
    stripeRefundId: nullable(STRING),
    createdByUserId: nullable(INTEGER),
    createdAt: DATE_TIME,
  }),
  'referrals': exactly({
    id: INTEGER,
    referrerUserId: nullable(INTEGER),
    referrerName: nullable(STRING),
    referredUserId: nullable(INTEGER),
    referredName: nullable(STRING),
    code: nullable(STRING),
    status: nullable(STRING),
    createdAt: DATE_TIME,
    convertedAt: nullable(DATE_TIME),
    expiresAt: nullable(DATE_TIME),
  }),
  'rewards': exactly({
    id: INTEGER,
    referrerUserId: nullable(INTEGER),
    referrerName: nullable(STRING),
    referralId: nullable(INTEGER),
    type: nullable(STRING),
    amountCents: nullable(INTEGER),
    status: nullable(STRING),
    attempts: nullable(INTEGER),
    lastError: nullable(STRING),
    processedAt: nullable(DATE_TIME),
    createdAt: DATE_TIME,
  }),
  'waiting-list': exactly({
    id: INTEGER,
    email: nullable(STRING),
    locale: nullable(STRING),
    createdAt: DATE_TIME,
  }),
  'help-requests': exactly({
    id: INTEGER,
    userId: nullable(INTEGER),
    userName: nullable(STRING),
    userEmail: nullable(STRING),
    topic: nullable(STRING),
    subject: nullable(STRING),
    message: nullable(STRING),
    locale: nullable(STRING),
    status: nullable(STRING),
    sentAt: nullable(DATE_TIME),
    createdAt: DATE_TIME,
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
    pendingApplications: INTEGER,
    signups: INTEGER,
    bookings: INTEGER,
    revenueCents: INTEGER,
    activeSubscriptions: INTEGER,
    referralConversions: INTEGER,
    currency: STRING,
  }),
  series: exactly({
    signups: listOf(exactly({ date: STRING, count: INTEGER })),
    bookings: listOf(exactly({ date: STRING, count: INTEGER })),
    revenue: listOf(exactly({ date: STRING, amountCents: INTEGER })),
    referralConversions: listOf(exactly({ date: STRING, count: INTEGER })),
  }),
  subscriptionsByPlan: listOf(exactly({ plan: STRING, count: INTEGER })),
  topMentors: listOf(exactly({ id: INTEGER, fullName: STRING, sessions: INTEGER, rating: NUMBER })),
})

/** The dashboard's figures (GET /api/admin/analytics/overview). */
export type AdminOverview = FromSchema<typeof adminOverviewSchema>
