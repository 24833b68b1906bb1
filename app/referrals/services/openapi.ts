import type { ApiDocumentPart } from '#core/services/api_document'
import { pageValidator } from '#referrals/validators/referrals'
import { error, json, pageOf, queryOf, ref } from '#core/services/openapi_parts'

/**
 * GET /api/referral's answer and the referral page's `info` prop: ReferralInfoTransformer sends
 * the fields this schema requires, so the field list is written once.
 */
export const referralInfoSchema = {
  type: 'object',
  required: [
    'code',
    'referralCode',
    'referralLink',
    'totalReferrals',
    'numberOfReferrals',
    'successfulReferrals',
    'referredUsers',
    'freeSessionsEarned',
    'freeSessionsAvailable',
    'totalCreditsEarned',
    'creditsBalance',
    'nextFreeSessionProgress',
    'referralsUntilNextFreeSession',
    'isDiscountExpired',
    'discountExpiryDaysRemaining',
  ],
  properties: {
    code: { type: 'string' },
    referralCode: { type: 'string', description: 'Same as code' },
    referralLink: { type: 'string', format: 'uri' },
    totalReferrals: { type: 'integer', description: 'Everyone who signed up with the code' },
    numberOfReferrals: { type: 'integer', description: 'Same as totalReferrals' },
    successfulReferrals: { type: 'integer', description: 'Converted referrals' },
    referredUsers: {
      type: 'array',
      items: ref('ReferredUser'),
      description: 'The newest referred users (first page of /api/referral/referred-users)',
    },
    freeSessionsEarned: { type: 'integer' },
    freeSessionsAvailable: {
      type: 'integer',
      description: 'Processed free-session rewards not yet used for a booking',
    },
    totalCreditsEarned: {
      type: 'number',
      description: 'Euros, pending and processed credits',
    },
    creditsBalance: {
      type: 'number',
      description: 'Euros credited to the account (processed)',
    },
    nextFreeSessionProgress: {
      type: 'number',
      description: '(successfulReferrals mod 3) / 3 * 100',
    },
    referralsUntilNextFreeSession: {
      type: 'integer',
      description: '3 - (successfulReferrals mod 3); a remainder of 0 shows 3',
    },
    isDiscountExpired: {
      type: 'boolean',
      description: "The user's own referral discount code is past its expiry (false without one)",
    },
    discountExpiryDaysRemaining: {
      type: 'integer',
      description: 'Days left on that code, rounded up, or 0',
    },
  },
} as const

/** The referrals calls of the API document (GET /api/openapi.json) and the schemas they name. */
export function referralsApiDocument(): ApiDocumentPart {
  return {
    paths: {
      '/api/referral': {
        get: {
          summary:
            "The user's referral info: code and link (created on first use), totals, rewards and derived values",
          responses: {
            '200': json('Referral info', ref('ReferralInfo')),
          },
        },
      },
      '/api/referral/referred-users': {
        get: {
          summary: 'Users who signed up with my code, newest first',
          parameters: queryOf(pageValidator),
          responses: {
            '200': json('One page', pageOf(ref('ReferredUser'))),
            '422': error('VALIDATION_ERROR: page or limit out of range'),
          },
        },
      },
      '/api/referral/rewards': {
        get: {
          summary: 'My referral rewards, newest first',
          parameters: queryOf(pageValidator),
          responses: {
            '200': json('One page', pageOf(ref('Reward'))),
            '422': error('VALIDATION_ERROR: page or limit out of range'),
          },
        },
      },
      '/api/referral/generate-code': {
        post: {
          summary: 'A new referral code replacing the old one (created if none existed); no body',
          responses: {
            '200': json('The new code and link', ref('ReferralCode')),
          },
        },
      },
      '/api/referral/was-referred': {
        get: {
          summary:
            'Whether I signed up with a referral code, who referred me, and my discount code',
          responses: {
            '200': json('Was-referred status', ref('WasReferred')),
          },
        },
      },
      '/api/r/:code': {
        get: {
          summary: 'Placeholder registered as the spec says; the landing page is /r/:code',
          security: [],
          parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '204': { description: 'Empty' } },
        },
      },
    },
    schemas: {
      ReferredUser: {
        type: 'object',
        required: ['id', 'name', 'referralDate', 'status', 'subscriptionDate'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string', description: "The friend's first and last name" },
          referralDate: {
            type: 'string',
            format: 'date-time',
            description: 'When the friend signed up with the code',
          },
          status: { type: 'string', enum: ['pending', 'converted', 'expired'] },
          subscriptionDate: {
            type: ['string', 'null'],
            format: 'date-time',
            description: 'When the first paid invoice converted the referral',
          },
        },
      },
      Reward: {
        type: 'object',
        required: ['id', 'type', 'amount', 'currency', 'dateEarned', 'status'],
        properties: {
          id: { type: 'integer' },
          type: { type: 'string', enum: ['credit', 'free_session', 'discount'] },
          amount: {
            type: 'number',
            description: 'In euros (10 for a credit, 0 for a free session)',
          },
          currency: { type: 'string', enum: ['EUR'] },
          dateEarned: { type: 'string', format: 'date-time' },
          status: { type: 'string', enum: ['pending', 'processed', 'failed'] },
        },
      },
      ReferralCode: {
        type: 'object',
        required: ['code', 'referralCode', 'referralLink'],
        properties: {
          code: { type: 'string', pattern: '^[A-Z2-9]{8}$' },
          referralCode: { type: 'string', description: 'Same as code' },
          referralLink: { type: 'string', format: 'uri', description: '<app URL>/r/<code>' },
        },
      },
      ReferralInfo: referralInfoSchema,
      WasReferred: {
        type: 'object',
        required: ['wasReferred', 'referrerName', 'discountCode', 'discountExpiryDate'],
        properties: {
          wasReferred: { type: 'boolean' },
          referrerName: { type: ['string', 'null'], description: "The referrer's first name" },
          discountCode: {
            type: ['string', 'null'],
            description: 'The 20 % first-subscription code while unused and unexpired',
          },
          discountExpiryDate: { type: ['string', 'null'], format: 'date-time' },
        },
      },
    },
  }
}
