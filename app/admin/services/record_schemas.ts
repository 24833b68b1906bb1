import type { Schema } from '#core/services/openapi_parts'

/*
| The schemas of what the admin console's REST calls answer, named in the API
| document (components.schemas). First written from the answers the
| functional tests receive (a column that may be empty is nullable); every
| answer a functional test receives is checked against them
| (tests/helpers/api_contract.ts), so a field the server drops or retypes
| fails there.
*/

/** The record of each console resource, by resource name. */
export const adminRecordSchemas: Record<string, Schema> = {
  'users': {
    type: 'object',
    required: [
      'id',
      'email',
      'first_name',
      'last_name',
      'full_name',
      'role',
      'status',
      'locale',
      'timezone',
      'onboarded',
      'email_verified_at',
      'suspended_at',
      'last_login_at',
      'created_at',
      'slug',
    ],
    properties: {
      id: {
        type: 'integer',
      },
      email: {
        type: ['string', 'null'],
      },
      first_name: {
        type: ['string', 'null'],
      },
      last_name: {
        type: ['string', 'null'],
      },
      full_name: {
        type: ['string', 'null'],
      },
      role: {
        type: ['string', 'null'],
      },
      status: {
        type: ['string', 'null'],
      },
      locale: {
        type: ['string', 'null'],
      },
      timezone: {
        type: ['string', 'null'],
      },
      onboarded: {
        type: ['boolean', 'null'],
      },
      email_verified_at: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      suspended_at: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      last_login_at: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      created_at: {
        type: 'string',
        format: 'date-time',
      },
      slug: {
        type: ['string', 'null'],
      },
    },
  },
  'mentors': {
    type: 'object',
    required: [
      'id',
      'first_name',
      'last_name',
      'full_name',
      'email',
      'slug',
      'timezone',
      'locale',
      'status',
      'headline',
      'bio',
      'years_of_experience',
      'session_duration_minutes',
      'buffer_before_minutes',
      'buffer_after_minutes',
      'max_sessions_per_month',
      'company_sizes',
      'is_active',
      'is_approved',
      'rating',
      'ratings_count',
      'sessions_count',
      'next_available_at',
      'skill_ids',
      'industry_ids',
      'schedule',
      'created_at',
    ],
    properties: {
      id: {
        type: 'integer',
      },
      first_name: {
        type: ['string', 'null'],
      },
      last_name: {
        type: ['string', 'null'],
      },
      full_name: {
        type: ['string', 'null'],
      },
      email: {
        type: ['string', 'null'],
      },
      slug: {
        type: ['string', 'null'],
      },
      timezone: {
        type: ['string', 'null'],
      },
      locale: {
        type: ['string', 'null'],
      },
      status: {
        type: ['string', 'null'],
      },
      headline: {
        type: ['string', 'null'],
      },
      bio: {
        type: ['string', 'null'],
      },
      years_of_experience: {
        type: ['integer', 'null'],
      },
      session_duration_minutes: {
        type: ['integer', 'null'],
      },
      buffer_before_minutes: {
        type: ['integer', 'null'],
      },
      buffer_after_minutes: {
        type: ['integer', 'null'],
      },
      max_sessions_per_month: {
        type: ['integer', 'null'],
      },
      company_sizes: {
        type: ['array', 'null'],
        items: {},
      },
      is_active: {
        type: ['boolean', 'null'],
      },
      is_approved: {
        type: ['boolean', 'null'],
      },
      rating: {
        type: ['number', 'null'],
      },
      ratings_count: {
        type: ['integer', 'null'],
      },
      sessions_count: {
        type: ['integer', 'null'],
      },
      next_available_at: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      skill_ids: {
        type: ['array', 'null'],
        items: {
          type: 'integer',
        },
      },
      industry_ids: {
        type: ['array', 'null'],
        items: {
          type: 'integer',
        },
      },
      schedule: {
        type: ['array', 'null'],
        items: {
          type: 'object',
          required: ['weekday', 'start_time', 'end_time'],
          properties: {
            weekday: {
              type: 'integer',
            },
            start_time: {
              type: 'string',
            },
            end_time: {
              type: 'string',
            },
          },
        },
      },
      created_at: {
        type: 'string',
        format: 'date-time',
      },
    },
  },
  'mentor-applications': {
    type: 'object',
    required: [
      'id',
      'user_id',
      'applicant_name',
      'applicant_email',
      'applicant_locale',
      'basis',
      'profile_url',
      'links',
      'motivation',
      'status',
      'rejection_reason',
      'reviewed_by_user_id',
      'reviewed_at',
      'created_at',
    ],
    properties: {
      id: {
        type: 'integer',
      },
      user_id: {
        type: ['integer', 'null'],
      },
      applicant_name: {
        type: ['string', 'null'],
      },
      applicant_email: {
        type: ['string', 'null'],
      },
      applicant_locale: {
        type: ['string', 'null'],
      },
      basis: {
        type: ['string', 'null'],
      },
      profile_url: {
        type: ['string', 'null'],
      },
      links: {
        type: ['array', 'null'],
        items: {
          type: 'string',
        },
      },
      motivation: {
        type: ['string', 'null'],
      },
      status: {
        type: ['string', 'null'],
      },
      rejection_reason: {
        type: ['string', 'null'],
      },
      reviewed_by_user_id: {
        type: ['integer', 'null'],
      },
      reviewed_at: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      created_at: {
        type: 'string',
        format: 'date-time',
      },
    },
  },
  'skills': {
    type: 'object',
    required: ['id', 'name', 'name_it', 'slug', 'created_at'],
    properties: {
      id: {
        type: 'integer',
      },
      name: {
        type: ['string', 'null'],
      },
      name_it: {
        type: ['string', 'null'],
      },
      slug: {
        type: ['string', 'null'],
      },
      created_at: {
        type: 'string',
        format: 'date-time',
      },
    },
  },
  'industries': {
    type: 'object',
    required: ['id', 'name', 'name_it', 'slug', 'sector', 'created_at'],
    properties: {
      id: {
        type: 'integer',
      },
      name: {
        type: ['string', 'null'],
      },
      name_it: {
        type: ['string', 'null'],
      },
      slug: {
        type: ['string', 'null'],
      },
      sector: {
        type: ['string', 'null'],
      },
      created_at: {
        type: 'string',
        format: 'date-time',
      },
    },
  },
  'content-pages': {
    type: 'object',
    required: [
      'id',
      'key',
      'locale',
      'title',
      'body',
      'body_html',
      'updated_by_user_id',
      'created_at',
      'updated_at',
    ],
    properties: {
      id: {
        type: 'integer',
      },
      key: {
        type: ['string', 'null'],
      },
      locale: {
        type: ['string', 'null'],
      },
      title: {
        type: ['string', 'null'],
      },
      body: {
        type: ['string', 'null'],
      },
      body_html: {
        type: ['string', 'null'],
      },
      updated_by_user_id: {
        type: ['integer', 'null'],
      },
      created_at: {
        type: 'string',
        format: 'date-time',
      },
      updated_at: {
        type: ['string', 'null'],
        format: 'date-time',
      },
    },
  },
  'audit-log': {
    type: 'object',
    required: [
      'id',
      'actor_user_id',
      'actor_name',
      'command',
      'operator',
      'action',
      'entity_type',
      'entity_id',
      'before',
      'after',
      'ip',
      'request_id',
      'created_at',
    ],
    properties: {
      id: {
        type: 'integer',
      },
      actor_user_id: {
        type: ['integer', 'null'],
      },
      actor_name: {
        type: ['string', 'null'],
      },
      command: {
        type: ['string', 'null'],
      },
      operator: {
        type: ['string', 'null'],
      },
      action: {
        type: ['string', 'null'],
      },
      entity_type: {
        type: ['string', 'null'],
      },
      entity_id: {
        type: ['string', 'null'],
      },
      before: {
        type: ['object', 'null'],
        description: 'The changed fields',
        additionalProperties: true,
      },
      after: {
        type: ['object', 'null'],
        description: 'The changed fields',
        additionalProperties: true,
      },
      ip: {
        type: ['string', 'null'],
      },
      request_id: {
        type: ['string', 'null'],
      },
      created_at: {
        type: 'string',
        format: 'date-time',
      },
    },
  },
  'sessions': {
    type: 'object',
    required: [
      'id',
      'mentor_user_id',
      'mentor_name',
      'mentee_user_id',
      'mentee_name',
      'mentor_locale',
      'mentee_locale',
      'starts_at',
      'ends_at',
      'duration_minutes',
      'status',
      'communication_tool',
      'is_free_call',
      'entitlement',
      'objective',
      'problem',
      'desired_outcome',
      'meeting_link',
      'cancel_reason',
      'cancelled_by_user_id',
      'cancelled_at',
      'created_at',
    ],
    properties: {
      id: {
        type: 'integer',
      },
      mentor_user_id: {
        type: ['integer', 'null'],
      },
      mentor_name: {
        type: ['string', 'null'],
      },
      mentee_user_id: {
        type: ['integer', 'null'],
      },
      mentee_name: {
        type: ['string', 'null'],
      },
      mentor_locale: {
        type: ['string', 'null'],
      },
      mentee_locale: {
        type: ['string', 'null'],
      },
      starts_at: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      ends_at: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      duration_minutes: {
        type: ['integer', 'null'],
      },
      status: {
        type: ['string', 'null'],
      },
      communication_tool: {
        type: ['string', 'null'],
      },
      is_free_call: {
        type: ['boolean', 'null'],
      },
      entitlement: {
        type: ['string', 'null'],
      },
      objective: {
        type: ['string', 'null'],
      },
      problem: {
        type: ['string', 'null'],
      },
      desired_outcome: {
        type: ['string', 'null'],
      },
      meeting_link: {
        type: ['string', 'null'],
      },
      cancel_reason: {
        type: ['string', 'null'],
      },
      cancelled_by_user_id: {
        type: ['integer', 'null'],
      },
      cancelled_at: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      created_at: {
        type: 'string',
        format: 'date-time',
      },
      feedback: {
        type: ['array', 'null'],
        items: {
          type: 'object',
          required: [
            'author_user_id',
            'author_role',
            'overall_rating',
            'communication_rating',
            'knowledge_rating',
            'would_recommend',
            'public_text',
            'private_text',
          ],
          properties: {
            author_user_id: {
              type: ['integer', 'null'],
            },
            author_role: {
              type: 'string',
            },
            overall_rating: {
              type: 'integer',
            },
            communication_rating: {
              type: ['integer', 'null'],
            },
            knowledge_rating: {
              type: ['integer', 'null'],
            },
            would_recommend: {
              type: ['boolean', 'null'],
            },
            public_text: {
              type: ['string', 'null'],
            },
            private_text: {
              type: ['string', 'null'],
            },
          },
        },
      },
    },
  },
  'subscriptions': {
    type: 'object',
    required: [
      'id',
      'user_id',
      'user_name',
      'user_email',
      'plan',
      'period',
      'status',
      'price_cents',
      'currency',
      'current_period_start',
      'current_period_end',
      'cancel_at_period_end',
      'started_at',
      'cancelled_at',
      'stripe_subscription_id',
      'created_at',
    ],
    properties: {
      id: {
        type: 'integer',
      },
      user_id: {
        type: ['integer', 'null'],
      },
      user_name: {
        type: ['string', 'null'],
      },
      user_email: {
        type: ['string', 'null'],
      },
      plan: {
        type: ['string', 'null'],
      },
      period: {
        type: ['string', 'null'],
      },
      status: {
        type: ['string', 'null'],
      },
      price_cents: {
        type: ['integer', 'null'],
      },
      currency: {
        type: ['string', 'null'],
      },
      current_period_start: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      current_period_end: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      cancel_at_period_end: {
        type: ['boolean', 'null'],
      },
      started_at: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      cancelled_at: {
        type: ['string', 'null'],
      },
      stripe_subscription_id: {
        type: ['string', 'null'],
      },
      created_at: {
        type: 'string',
        format: 'date-time',
      },
    },
  },
  'payments': {
    type: 'object',
    required: [
      'id',
      'user_id',
      'user_name',
      'kind',
      'subscription_id',
      'session_id',
      'amount_cents',
      'refunded_cents',
      'currency',
      'status',
      'plan',
      'period',
      'is_renewal',
      'description',
      'paid_at',
      'created_at',
    ],
    properties: {
      id: {
        type: 'integer',
      },
      user_id: {
        type: ['integer', 'null'],
      },
      user_name: {
        type: ['string', 'null'],
      },
      kind: {
        type: ['string', 'null'],
      },
      subscription_id: {
        type: ['integer', 'null'],
      },
      session_id: {
        type: ['integer', 'null'],
      },
      amount_cents: {
        type: ['integer', 'null'],
      },
      refunded_cents: {
        type: ['integer', 'null'],
      },
      currency: {
        type: ['string', 'null'],
      },
      status: {
        type: ['string', 'null'],
      },
      plan: {
        type: ['string', 'null'],
      },
      period: {
        type: ['string', 'null'],
      },
      is_renewal: {
        type: ['boolean', 'null'],
      },
      description: {
        type: ['string', 'null'],
      },
      paid_at: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      created_at: {
        type: 'string',
        format: 'date-time',
      },
    },
  },
  'refunds': {
    type: 'object',
    required: [
      'id',
      'invoice_id',
      'amount_cents',
      'reason',
      'stripe_refund_id',
      'created_by_user_id',
      'created_at',
    ],
    properties: {
      id: {
        type: 'integer',
      },
      invoice_id: {
        type: ['integer', 'null'],
      },
      amount_cents: {
        type: ['integer', 'null'],
      },
      reason: {
        type: ['string', 'null'],
      },
      stripe_refund_id: {
        type: ['string', 'null'],
      },
      created_by_user_id: {
        type: ['integer', 'null'],
      },
      created_at: {
        type: 'string',
        format: 'date-time',
      },
    },
  },
  'referrals': {
    type: 'object',
    required: [
      'id',
      'referrer_user_id',
      'referrer_name',
      'referred_user_id',
      'referred_name',
      'code',
      'status',
      'created_at',
      'converted_at',
      'expires_at',
    ],
    properties: {
      id: {
        type: 'integer',
      },
      referrer_user_id: {
        type: ['integer', 'null'],
      },
      referrer_name: {
        type: ['string', 'null'],
      },
      referred_user_id: {
        type: ['integer', 'null'],
      },
      referred_name: {
        type: ['string', 'null'],
      },
      code: {
        type: ['string', 'null'],
      },
      status: {
        type: ['string', 'null'],
      },
      created_at: {
        type: 'string',
        format: 'date-time',
      },
      converted_at: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      expires_at: {
        type: ['string', 'null'],
        format: 'date-time',
      },
    },
  },
  'rewards': {
    type: 'object',
    required: [
      'id',
      'referrer_user_id',
      'referrer_name',
      'referral_id',
      'type',
      'amount_cents',
      'status',
      'attempts',
      'last_error',
      'processed_at',
      'created_at',
    ],
    properties: {
      id: {
        type: 'integer',
      },
      referrer_user_id: {
        type: ['integer', 'null'],
      },
      referrer_name: {
        type: ['string', 'null'],
      },
      referral_id: {
        type: ['integer', 'null'],
      },
      type: {
        type: ['string', 'null'],
      },
      amount_cents: {
        type: ['integer', 'null'],
      },
      status: {
        type: ['string', 'null'],
      },
      attempts: {
        type: ['integer', 'null'],
      },
      last_error: {
        type: ['string', 'null'],
      },
      processed_at: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      created_at: {
        type: 'string',
        format: 'date-time',
      },
    },
  },
  'waiting-list': {
    type: 'object',
    required: ['id', 'email', 'locale', 'created_at'],
    properties: {
      id: {
        type: 'integer',
      },
      email: {
        type: ['string', 'null'],
      },
      locale: {
        type: ['string', 'null'],
      },
      created_at: {
        type: 'string',
        format: 'date-time',
      },
    },
  },
  'help-requests': {
    type: 'object',
    required: [
      'id',
      'user_id',
      'user_name',
      'user_email',
      'topic',
      'subject',
      'message',
      'locale',
      'status',
      'sent_at',
      'created_at',
    ],
    properties: {
      id: {
        type: 'integer',
      },
      user_id: {
        type: ['integer', 'null'],
      },
      user_name: {
        type: ['string', 'null'],
      },
      user_email: {
        type: ['string', 'null'],
      },
      topic: {
        type: ['string', 'null'],
      },
      subject: {
        type: ['string', 'null'],
      },
      message: {
        type: ['string', 'null'],
      },
      locale: {
        type: ['string', 'null'],
      },
      status: {
        type: ['string', 'null'],
      },
      sent_at: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      created_at: {
        type: 'string',
        format: 'date-time',
      },
    },
  },
}

export const adminOverviewSchema: Schema = {
  type: 'object',
  required: ['period', 'totals', 'series', 'subscriptions_by_plan', 'top_mentors'],
  properties: {
    period: {
      type: 'object',
      required: ['from', 'to'],
      properties: {
        from: {
          type: 'string',
        },
        to: {
          type: 'string',
        },
      },
    },
    totals: {
      type: 'object',
      required: [
        'users',
        'mentors',
        'pending_applications',
        'signups',
        'bookings',
        'revenue_cents',
        'active_subscriptions',
        'referral_conversions',
        'currency',
      ],
      properties: {
        users: {
          type: 'integer',
        },
        mentors: {
          type: 'integer',
        },
        pending_applications: {
          type: 'integer',
        },
        signups: {
          type: 'integer',
        },
        bookings: {
          type: 'integer',
        },
        revenue_cents: {
          type: 'integer',
        },
        active_subscriptions: {
          type: 'integer',
        },
        referral_conversions: {
          type: 'integer',
        },
        currency: {
          type: 'string',
        },
      },
    },
    series: {
      type: 'object',
      required: ['signups', 'bookings', 'revenue', 'referral_conversions'],
      properties: {
        signups: {
          type: 'array',
          items: {
            type: 'object',
            required: ['date', 'count'],
            properties: {
              date: {
                type: 'string',
              },
              count: {
                type: 'integer',
              },
            },
          },
        },
        bookings: {
          type: 'array',
          items: {
            type: 'object',
            required: ['date', 'count'],
            properties: {
              date: {
                type: 'string',
              },
              count: {
                type: 'integer',
              },
            },
          },
        },
        revenue: {
          type: 'array',
          items: {
            type: 'object',
            required: ['date', 'amount_cents'],
            properties: {
              date: {
                type: 'string',
              },
              amount_cents: {
                type: 'integer',
              },
            },
          },
        },
        referral_conversions: {
          type: 'array',
          items: {
            type: 'object',
            required: ['date', 'count'],
            properties: {
              date: {
                type: 'string',
              },
              count: {
                type: 'integer',
              },
            },
          },
        },
      },
    },
    subscriptions_by_plan: {
      type: 'array',
      items: {},
    },
    top_mentors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'full_name', 'sessions', 'rating'],
        properties: {
          id: {
            type: 'integer',
          },
          full_name: {
            type: 'string',
          },
          sessions: {
            type: 'integer',
          },
          rating: {
            type: 'number',
          },
        },
      },
    },
  },
}
