import type { Schema } from '#core/services/openapi_parts'

/*
| The schemas of what mentoring's JSON calls answer, named in the API document
| (components.schemas). First written from the answers the functional tests
| receive; every answer a functional test receives is checked against them
| (tests/helpers/api_contract.ts), so a field the server drops or retypes
| fails there.
*/

export const mentoringSchemas: Record<string, Schema> = {
  MentorCard: {
    type: 'object',
    required: [
      'id',
      'slug',
      'first_name',
      'last_name',
      'name',
      'initials',
      'photo_url',
      'headline',
      'headline_lang',
      'skills',
      'skills_count',
      'industries',
      'rating',
      'ratings_count',
      'sessions_count',
      'hourly_rate',
      'session_duration',
      'next_available_at',
    ],
    properties: {
      id: {
        type: 'integer',
      },
      slug: {
        type: ['string', 'null'],
      },
      first_name: {
        type: 'string',
      },
      last_name: {
        type: 'string',
      },
      name: {
        type: 'string',
      },
      initials: {
        type: 'string',
      },
      photo_url: {
        type: ['string', 'null'],
      },
      headline: {
        type: 'string',
      },
      headline_lang: {
        type: 'string',
      },
      skills: {
        type: 'array',
        items: {
          type: 'object',
          required: ['slug', 'name'],
          properties: {
            slug: {
              type: 'string',
            },
            name: {
              type: 'string',
            },
          },
        },
      },
      skills_count: {
        type: 'integer',
      },
      industries: {
        type: 'array',
        items: {
          type: 'object',
          required: ['slug', 'name', 'years'],
          properties: {
            slug: {
              type: 'string',
            },
            name: {
              type: 'string',
            },
            years: {
              type: 'integer',
            },
          },
        },
      },
      rating: {
        type: 'number',
      },
      ratings_count: {
        type: 'integer',
      },
      sessions_count: {
        type: 'integer',
      },
      hourly_rate: {
        type: 'integer',
      },
      session_duration: {
        type: 'integer',
      },
      next_available_at: {
        type: ['string', 'null'],
        format: 'date-time',
      },
    },
  },
}
