import { HELP_REQUEST_RULES } from '#business/pro_features'
import { changePlanValidator, checkoutValidator } from '#billing/validators/checkout'
import { helpRequestValidator } from '#billing/validators/help_request'
import { waitingListValidator } from '#billing/validators/waiting_list'
import type { ApiDocumentPart } from '#core/services/api_document'
import { billingSchemas } from '#billing/services/api_schemas'
import {
  bodyOf,
  holding,
  ref,
  CHANGE,
  error,
  json,
  pathId,
  PUBLIC,
  type Paths,
} from '#core/services/openapi_parts'

/** Checkout, the subscription, PRO and the waiting list. */
function billingPaths(): Paths {
  const overview = json(
    'The payments overview: plan, subscription, quotas, invoices',
    ref('PaymentsOverview')
  )
  const BILLING_ERRORS = {
    ...CHANGE,
    402: error('PAYMENT_ERROR: Stripe refused or did not answer'),
    404: error('NOT_FOUND: no subscription'),
    409: error(
      "DUPLICATE_RECORD: already done (e.g. a refund already asked for); CONFLICT: not possible in the subscription's state"
    ),
    422: error('VALIDATION_ERROR: field errors (e.g. the plan it already has)'),
  }
  const subscriptionAction = (summary: string) => ({
    post: {
      summary,
      tags: ['billing'],
      responses: {
        200: overview,
        ...BILLING_ERRORS,
      },
    },
  })
  const checkoutId = pathId('id', 'The test checkout id', {
    type: 'string',
    pattern: '^co_[A-Za-z0-9_-]{10,60}$',
  })
  const TEST_ONLY = {
    404: error('NOT_FOUND: no such checkout of the member, or Stripe is configured'),
  }
  return {
    '/api/billing/checkout': {
      post: {
        summary: 'Start the checkout of a plan: answers the URL to go to',
        description:
          'Stripe Checkout, or the in-app TEST MODE checkout while no Stripe key is set.',
        tags: ['billing'],
        requestBody: bodyOf(checkoutValidator),
        responses: {
          200: json('Where to pay: `{ url }`', ref('CheckoutRedirect')),
          ...CHANGE,
          402: error('PAYMENT_ERROR: Stripe refused or did not answer'),
          409: error('DUPLICATE_RECORD: already subscribed'),
        },
      },
    },
    '/api/billing/subscription': {
      get: {
        summary: "The member's payments overview",
        tags: ['billing'],
        responses: { 200: overview },
      },
    },
    '/api/billing/subscription/cancel': subscriptionAction('Cancel at the end of the period'),
    '/api/billing/subscription/resume': subscriptionAction(
      'Undo a cancellation before the end of the period'
    ),
    '/api/billing/subscription/change': {
      post: {
        summary: 'Change to another paid plan or period',
        tags: ['billing'],
        requestBody: bodyOf(changePlanValidator),
        responses: { 200: overview, ...BILLING_ERRORS },
      },
    },
    '/api/billing/subscription/refund': subscriptionAction(
      'Ask for the refund of the current period'
    ),
    '/api/billing/test-checkout/:id': {
      get: {
        summary: 'A TEST MODE checkout of the member (only while no Stripe key is set)',
        tags: ['billing'],
        parameters: [checkoutId],
        responses: {
          200: json('The checkout and its quote', ref('TestCheckout')),
          ...TEST_ONLY,
        },
      },
    },
    '/api/billing/test-checkout/:id/complete': {
      post: {
        summary: 'Pay a TEST MODE checkout: the subscription starts as with Stripe',
        tags: ['billing'],
        parameters: [checkoutId],
        responses: {
          200: json('Where to go next', ref('CheckoutRedirect')),
          ...CHANGE,
          ...TEST_ONLY,
        },
      },
    },
    '/api/billing/test-checkout/:id/cancel': {
      post: {
        summary: 'Abandon a TEST MODE checkout',
        tags: ['billing'],
        parameters: [checkoutId],
        responses: {
          200: json('Where to go next', ref('CheckoutRedirect')),
          ...CHANGE,
          ...TEST_ONLY,
        },
      },
    },
    '/api/pro': {
      get: {
        summary:
          "PRO: the community link, the upcoming features and the member's recent help requests",
        tags: ['billing'],
        responses: {
          200: json('The PRO features', ref('ProFeatures')),
          403: error('FORBIDDEN: not PRO now'),
        },
      },
    },
    '/api/pro/help-requests': {
      post: {
        summary: 'PRO: ask the team for help (e-mailed to the team, Reply-To the member)',
        description: `At most ${HELP_REQUEST_RULES.perDay} requests a day.`,
        tags: ['billing'],
        requestBody: bodyOf(helpRequestValidator),
        responses: {
          201: json('The help request', holding({ helpRequest: ref('HelpRequest') })),
          ...CHANGE,
          403: error('FORBIDDEN: not PRO now'),
          429: error('RATE_LIMIT_EXCEEDED'),
        },
      },
    },
    '/api/waiting-list': {
      post: {
        summary: 'Join the waiting list (public)',
        description:
          'The same answer whether the address is new or already listed: one entry, one confirmation e-mail.',
        tags: ['billing'],
        ...PUBLIC,
        requestBody: bodyOf(waitingListValidator),
        responses: {
          201: json('On the list', holding({ joined: { const: true } })),
          422: CHANGE[422],
          429: error('RATE_LIMIT_EXCEEDED'),
        },
      },
    },
  }
}

/** The billing calls of the API document (GET /api/openapi.json) and the schemas they name. */
export function billingApiDocument(): ApiDocumentPart {
  return { paths: billingPaths(), schemas: billingSchemas }
}
