import {
  BOOLEAN,
  DATE_TIME,
  holding,
  INTEGER,
  listOf,
  orNull,
  STRING,
  type Schema,
} from '#core/services/openapi_parts'

/*
| The schemas of what billing's JSON calls answer, named in the API document
| (components.schemas). First written from the answers the functional tests
| receive; every answer a functional test receives is checked against them
| (tests/helpers/api_contract.ts), so a field the server drops or retypes
| fails there.
*/

export const billingSchemas: Record<string, Schema> = {
  PaymentsOverview: holding({
    plan: STRING,
    subscription: orNull(
      holding({
        id: INTEGER,
        plan: STRING,
        period: STRING,
        status: STRING,
        priceCents: INTEGER,
        currency: STRING,
        currentPeriodEnd: DATE_TIME,
        daysRemaining: INTEGER,
        cancelAtPeriodEnd: BOOLEAN,
        cancelAt: orNull(DATE_TIME),
        endedAt: orNull(DATE_TIME),
        paymentMethod: orNull(
          holding({ brand: STRING, last4: STRING, expMonth: INTEGER, expYear: INTEGER })
        ),
        refund: orNull(holding({ allowed: BOOLEAN, reason: orNull(STRING) })),
        canChangeTo: listOf(holding({ plan: STRING, period: STRING })),
        provider: STRING,
      })
    ),
    invoices: listOf(
      holding({
        id: INTEGER,
        date: DATE_TIME,
        description: orNull(STRING),
        amountCents: INTEGER,
        currency: STRING,
        status: STRING,
        plan: orNull(STRING),
        period: orNull(STRING),
        isRenewal: BOOLEAN,
      })
    ),
  }),
  /** Where a checkout sends the member next. */
  CheckoutRedirect: holding({ url: STRING }),
  TestCheckout: holding({
    id: STRING,
    status: STRING,
    quote: holding({
      plan: STRING,
      period: STRING,
      listCents: INTEGER,
      discount: orNull(holding({ kind: STRING, percent: INTEGER })),
      setAside: orNull(holding({ kind: STRING, percent: INTEGER })),
      firstPaymentCents: INTEGER,
      currency: STRING,
    }),
  }),
  ProFeatures: holding({
    communityUrl: STRING,
    upcomingFeatures: listOf(
      holding({ id: STRING, stage: STRING, title: STRING, description: STRING })
    ),
    helpRequests: listOf(
      holding({ id: INTEGER, topic: STRING, subject: STRING, status: STRING, createdAt: DATE_TIME })
    ),
  }),
  HelpRequest: holding({
    id: INTEGER,
    topic: STRING,
    subject: STRING,
    status: STRING,
    createdAt: DATE_TIME,
  }),
}
