import type { Schema } from '#core/services/openapi_parts'

/*
| The schemas of what billing's JSON calls answer, named in the API document
| (components.schemas). First written from the answers the functional tests
| receive; every answer a functional test receives is checked against them
| (tests/helpers/api_contract.ts), so a field the server drops or retypes
| fails there.
*/

export const billingSchemas: Record<string, Schema> = {
  PaymentsOverview: {
    type: 'object',
    required: ['plan', 'subscription', 'invoices'],
    properties: {
      plan: {
        type: 'string',
      },
      subscription: {
        type: ['object', 'null'],
        required: [
          'id',
          'plan',
          'period',
          'status',
          'priceCents',
          'currency',
          'currentPeriodEnd',
          'daysRemaining',
          'cancelAtPeriodEnd',
          'cancelAt',
          'endedAt',
          'paymentMethod',
          'refund',
          'canChangeTo',
          'provider',
        ],
        properties: {
          id: {
            type: 'integer',
          },
          plan: {
            type: 'string',
          },
          period: {
            type: 'string',
          },
          status: {
            type: 'string',
          },
          priceCents: {
            type: 'integer',
          },
          currency: {
            type: 'string',
          },
          currentPeriodEnd: {
            type: 'string',
            format: 'date-time',
          },
          daysRemaining: {
            type: 'integer',
          },
          cancelAtPeriodEnd: {
            type: 'boolean',
          },
          cancelAt: {
            type: ['string', 'null'],
            format: 'date-time',
          },
          endedAt: {
            type: ['string', 'null'],
            format: 'date-time',
          },
          paymentMethod: {
            type: ['object', 'null'],
            required: ['brand', 'last4', 'expMonth', 'expYear'],
            properties: {
              brand: {
                type: 'string',
              },
              last4: {
                type: 'string',
              },
              expMonth: {
                type: 'integer',
              },
              expYear: {
                type: 'integer',
              },
            },
          },
          refund: {
            type: ['object', 'null'],
            required: ['allowed', 'reason'],
            properties: {
              allowed: {
                type: 'boolean',
              },
              reason: {
                type: ['string', 'null'],
              },
            },
          },
          canChangeTo: {
            type: 'array',
            items: {
              type: 'object',
              required: ['plan', 'period'],
              properties: {
                plan: {
                  type: 'string',
                },
                period: {
                  type: 'string',
                },
              },
            },
          },
          provider: {
            type: 'string',
          },
        },
      },
      invoices: {
        type: 'array',
        items: {
          type: 'object',
          required: [
            'id',
            'date',
            'description',
            'amountCents',
            'currency',
            'status',
            'plan',
            'period',
            'isRenewal',
          ],
          properties: {
            id: {
              type: 'integer',
            },
            date: {
              type: 'string',
              format: 'date-time',
            },
            description: {
              type: ['string', 'null'],
            },
            amountCents: {
              type: 'integer',
            },
            currency: {
              type: 'string',
            },
            status: {
              type: 'string',
            },
            plan: {
              type: ['string', 'null'],
            },
            period: {
              type: ['string', 'null'],
            },
            isRenewal: {
              type: 'boolean',
            },
          },
        },
      },
    },
  },
  TestCheckout: {
    type: 'object',
    required: ['id', 'status', 'quote'],
    properties: {
      id: {
        type: 'string',
      },
      status: {
        type: 'string',
      },
      quote: {
        type: 'object',
        required: [
          'plan',
          'period',
          'listCents',
          'discount',
          'setAside',
          'firstPaymentCents',
          'currency',
        ],
        properties: {
          plan: {
            type: 'string',
          },
          period: {
            type: 'string',
          },
          listCents: {
            type: 'integer',
          },
          discount: {
            type: ['object', 'null'],
            required: ['kind', 'percent'],
            properties: {
              kind: {
                type: 'string',
              },
              percent: {
                type: 'integer',
              },
            },
          },
          setAside: {
            type: ['object', 'null'],
            required: ['kind', 'percent'],
            properties: {
              kind: {
                type: 'string',
              },
              percent: {
                type: 'integer',
              },
            },
          },
          firstPaymentCents: {
            type: 'integer',
          },
          currency: {
            type: 'string',
          },
        },
      },
    },
  },
  ProFeatures: {
    type: 'object',
    required: ['communityUrl', 'upcomingFeatures', 'helpRequests'],
    properties: {
      communityUrl: {
        type: 'string',
      },
      upcomingFeatures: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'stage', 'title', 'description'],
          properties: {
            id: {
              type: 'string',
            },
            stage: {
              type: 'string',
            },
            title: {
              type: 'string',
            },
            description: {
              type: 'string',
            },
          },
        },
      },
      helpRequests: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'topic', 'subject', 'status', 'createdAt'],
          properties: {
            id: {
              type: 'integer',
            },
            topic: {
              type: 'string',
            },
            subject: {
              type: 'string',
            },
            status: {
              type: 'string',
            },
            createdAt: {
              type: 'string',
              format: 'date-time',
            },
          },
        },
      },
    },
  },
  HelpRequest: {
    type: 'object',
    required: ['id', 'topic', 'subject', 'status', 'createdAt'],
    properties: {
      id: {
        type: 'integer',
      },
      topic: {
        type: 'string',
      },
      subject: {
        type: 'string',
      },
      status: {
        type: 'string',
      },
      createdAt: {
        type: 'string',
        format: 'date-time',
      },
    },
  },
}
