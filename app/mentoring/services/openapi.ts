import type { ApiDocumentPart } from '#core/services/api_document'
import { mentoringSchemas } from '#mentoring/services/api_schemas'
import { conversationPaths, conversationSchemas } from '#mentoring/services/conversation_openapi'
import {
  MATCHING_COMPANY_SIZE_KEYS,
  MATCHING_REQUEST_STATUSES,
  MENTOR_LIST_RULES,
  MENTOR_SORTS,
} from '#business/matching'
import {
  MENTOR_PROFILE_FIELDS,
  MENTOR_PROFILE_RULES as rules,
  type MentorProfileField,
} from '#business/sessions'
import {
  matchingRequestValidator,
  quickMatchValidator,
  savePreferenceValidator,
  searchValidator,
} from '#mentoring/validators/matching'
import { mentorApplicationValidator } from '#mentoring/validators/mentor_application'
import { reviewsQueryValidator } from '#mentoring/validators/mentor_reviews'
import { mentorProfileValidator } from '#mentoring/validators/mentor_profile'
import {
  bodyOf,
  CHANGE,
  DATE_TIME,
  enumOf,
  holding,
  INTEGER,
  listOf,
  ref,
  error,
  json,
  pageOf,
  pathId,
  PUBLIC,
  query,
  queryOf,
  type Paths,
  type Schema,
} from '#core/services/openapi_parts'

/** The catalogue and saved-mentor calls. */
function cataloguePaths(): Paths {
  const slugs = { type: 'string', description: 'Comma-separated slugs' }
  const savedIds = json(
    '`{ data }`: the ids of the saved mentors',
    holding({ data: listOf(INTEGER) })
  )
  const mentorId = pathId('mentorId', "The mentor's user id")
  return {
    '/api/mentors': {
      get: {
        summary: 'One page of the mentor catalogue (cards) and the pagination',
        tags: ['mentoring'],
        ...PUBLIC,
        parameters: [
          query('q', { type: 'string', maxLength: MENTOR_LIST_RULES.searchMaxLength }),
          query('skills', slugs),
          query('industries', slugs),
          query('price_min', { type: 'number', minimum: 0 }),
          query('price_max', { type: 'number', minimum: 0 }),
          query('sort', enumOf(MENTOR_SORTS)),
          query('page', { type: 'integer', minimum: 1, maximum: MENTOR_LIST_RULES.maxPage }),
          query('limit', { type: 'integer', minimum: 1, maximum: MENTOR_LIST_RULES.maxPageSize }),
        ],
        responses: {
          200: json(
            'The cards of the page and the pagination',
            holding({
              data: { type: 'array', items: ref('MentorCard') },
              pagination: ref('Pagination'),
              whyNot: ref('CatalogueWhyNot'),
            })
          ),
          422: error('VALIDATION_ERROR'),
        },
      },
    },
    '/api/saved-mentors': {
      get: {
        summary: "The ids of the viewer's saved mentors (empty for a viewer who keeps none)",
        tags: ['mentoring'],
        responses: { 200: savedIds },
      },
    },
    '/api/saved-mentors/:mentorId': {
      put: {
        summary: 'Save a mentor (idempotent)',
        tags: ['mentoring'],
        parameters: [mentorId],
        responses: {
          200: savedIds,
          ...CHANGE,
          403: error('FORBIDDEN: only mentees keep saved mentors'),
          404: error('NOT_FOUND: no listed mentor with this id'),
        },
      },
      delete: {
        summary: 'Unsave a mentor (idempotent)',
        tags: ['mentoring'],
        parameters: [mentorId],
        responses: {
          200: savedIds,
          ...CHANGE,
          403: error('FORBIDDEN: only mentees keep saved mentors'),
        },
      },
    },
  }
}

/** The mentoring calls of the API document (GET /api/openapi.json) and the schemas they name. */
export function mentoringApiDocument(): ApiDocumentPart {
  const part: ApiDocumentPart & { schemas: Record<string, any> } = {
    paths: {
      '/api/mentors/:id/reviews': {
        get: {
          summary: "A listed mentor's public reviews, newest first",
          description:
            "The mentee's feedback on a session with this mentor that has a public text.",
          security: [],
          parameters: [
            {
              name: 'id',
              in: 'path',
              required: true,
              description: "The mentor's user id, or their personal-URL slug",
              schema: { type: 'string', pattern: '^[a-z0-9-]+$' },
            },
            ...queryOf(reviewsQueryValidator),
          ],
          responses: {
            '200': json('One page of reviews', pageOf(ref('Review'))),
            '404': error('NOT_FOUND: no listed mentor with this id or slug'),
            '422': error('VALIDATION_ERROR: page or limit out of range'),
          },
        },
      },
      '/api/mentor-profile': {
        put: {
          summary:
            "Save the signed-in mentor's profile (mentor access: MENTOR or ADMIN). An admin without a profile gets one, awaiting approval.",
          requestBody: bodyOf(mentorProfileValidator),
          responses: {
            '200': json('Saved', {
              type: 'object',
              required: ['profile', 'listing'],
              properties: {
                profile: ref('MentorProfileSettings'),
                listing: {
                  type: 'object',
                  required: ['status', 'missing'],
                  properties: {
                    status: {
                      type: 'string',
                      enum: ['listed', 'awaiting_approval', 'inactive', 'incomplete', 'none'],
                    },
                    missing: {
                      type: 'array',
                      items: { type: 'string' },
                      description: 'What the profile still needs before it is listed',
                    },
                  },
                },
              },
            }),
            '401': error('UNAUTHORIZED'),
            '403': error('FORBIDDEN: not a mentor'),
            '422': error('VALIDATION_ERROR with a message per field (e.g. industries.0.years)'),
          },
        },
      },
      '/api/mentor-applications': {
        post: {
          summary:
            'Apply to become a mentor (a signed-in STUDENT; one application awaiting review at a time)',
          requestBody: bodyOf(mentorApplicationValidator),
          responses: {
            '201': json('Filed, pending review', {
              type: 'object',
              required: ['application'],
              properties: { application: ref('MentorApplication') },
            }),
            '401': error('UNAUTHORIZED'),
            '403': error('FORBIDDEN: mentors and admins cannot apply'),
            '409': error('DUPLICATE_RECORD: an application is already awaiting review'),
            '422': error('VALIDATION_ERROR'),
          },
        },
      },
      '/api/matching/search': {
        post: {
          summary: 'Matches for criteria, best match first (or another sort), 10 per page',
          requestBody: bodyOf(searchValidator),
          responses: {
            '200': json('A page of matches', ref('MatchPage')),
            '401': error('UNAUTHORIZED'),
            '422': error("VALIDATION_ERROR (messages by field, in the viewer's language)"),
          },
        },
      },
      '/api/matching/quick': {
        post: {
          summary: 'Quick Match: matches for the onboarding answers (industries, company size)',
          requestBody: bodyOf(quickMatchValidator),
          responses: {
            '200': json('A page of matches, the criteria used and the estimated minutes', {
              allOf: [
                ref('MatchPage'),
                {
                  type: 'object',
                  properties: {
                    criteria: ref('MatchingCriteria'),
                    estimatedMinutes: { type: 'integer' },
                  },
                },
              ],
            }),
            '401': error('UNAUTHORIZED'),
            '422': error('VALIDATION_ERROR: no onboarding industries yet'),
          },
        },
      },
      '/api/matching/preferences': {
        get: {
          summary: "The member's saved search preferences, newest first",
          responses: {
            '200': json('Saved preferences', {
              type: 'object',
              properties: { data: { type: 'array', items: ref('SavedSearchPreference') } },
            }),
            '401': error('UNAUTHORIZED'),
          },
        },
        post: {
          summary: 'Save the criteria under a name (unique per member, at most 20)',
          requestBody: bodyOf(savePreferenceValidator),
          responses: {
            '201': json('Saved', {
              type: 'object',
              properties: { preference: ref('SavedSearchPreference') },
            }),
            '401': error('UNAUTHORIZED'),
            '422': error(
              'VALIDATION_ERROR (e.g. errors.name: a saved search with this name exists)'
            ),
          },
        },
      },
      '/api/matching/preferences/:id': {
        get: {
          summary: "Load one of the member's saved preferences",
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: {
            '200': json('The preference', {
              type: 'object',
              properties: { preference: ref('SavedSearchPreference') },
            }),
            '401': error('UNAUTHORIZED'),
            '404': error("NOT_FOUND (also another member's)"),
          },
        },
        delete: {
          summary: "Delete one of the member's saved preferences",
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: {
            '204': { description: 'Deleted' },
            '401': error('UNAUTHORIZED'),
            '404': error("NOT_FOUND (also another member's)"),
          },
        },
      },
      '/api/matching/requests': {
        post: {
          summary: 'PRO: ask the team for personalised matching (kept open for admins)',
          requestBody: bodyOf(matchingRequestValidator),
          responses: {
            '201': json(
              'Request stored',
              holding({
                request: holding({
                  id: INTEGER,
                  status: enumOf(MATCHING_REQUEST_STATUSES),
                  createdAt: DATE_TIME,
                }),
              })
            ),
            '401': error('UNAUTHORIZED'),
            '403': error('FORBIDDEN: not a PRO member'),
            '422': error('VALIDATION_ERROR'),
          },
        },
      },
    },
    schemas: {
      Review: {
        type: 'object',
        required: ['id', 'authorName', 'authorInitials', 'rating', 'text', 'createdAt'],
        properties: {
          id: { type: 'integer' },
          authorName: {
            type: 'string',
            description: 'First name and last initial, e.g. "Giulia R."',
          },
          authorInitials: { type: 'string' },
          rating: { type: 'integer', minimum: 1, maximum: 5, description: 'Overall rating' },
          wouldRecommend: { type: ['boolean', 'null'] },
          text: { type: 'string', description: 'The public text of the feedback' },
          textLang: {
            type: ['string', 'null'],
            description: 'The language the text is written in, when it can be told',
          },
          createdAt: { type: 'string', format: 'date-time' },
        },
      },
      MentorProfileSettings: {
        type: 'object',
        description:
          'The whole mentor profile as the settings page edits it (every field is sent on each save; skills and industries are replaced).',
        required: [...MENTOR_PROFILE_FIELDS],
        additionalProperties: false,
        properties: {
          headline: { type: 'string', minLength: 1, maxLength: rules.headlineMaxLength },
          bio: {
            type: 'string',
            minLength: rules.bioMinLength,
            maxLength: rules.bioMaxLength,
          },
          yearsOfExperience: { type: 'integer', minimum: 0, maximum: rules.yearsMax },
          skills: {
            type: 'array',
            items: { type: 'integer' },
            minItems: rules.skillsMin,
            maxItems: rules.skillsMax,
            uniqueItems: true,
            description: 'Skill ids',
          },
          industries: {
            type: 'array',
            minItems: rules.industriesMin,
            maxItems: rules.industriesMax,
            items: {
              type: 'object',
              required: ['industryId', 'years'],
              properties: {
                industryId: { type: 'integer' },
                years: {
                  type: 'integer',
                  minimum: 0,
                  maximum: rules.yearsMax,
                  description: 'At most yearsOfExperience',
                },
              },
            },
          },
          hourlyRate: {
            type: 'number',
            minimum: 0,
            maximum: rules.hourlyRateMax,
            description: 'Euros, at most two decimals',
          },
          sessionDurationMinutes: { type: 'integer', enum: [...rules.sessionDurations] },
          bufferBeforeMinutes: { type: 'integer', minimum: 0, maximum: rules.bufferMaxMinutes },
          bufferAfterMinutes: { type: 'integer', minimum: 0, maximum: rules.bufferMaxMinutes },
          maxSessionsPerMonth: {
            type: ['integer', 'null'],
            minimum: 1,
            maximum: rules.maxSessionsPerMonthMax,
            description: 'null: no monthly limit',
          },
          companySizes: {
            type: 'array',
            uniqueItems: true,
            items: enumOf(MATCHING_COMPANY_SIZE_KEYS),
            description: 'Company sizes the mentor has worked with (used by matching)',
          },
        } satisfies Record<MentorProfileField, Schema>,
      },
      MentorApplication: {
        type: 'object',
        required: [
          'id',
          'status',
          'basis',
          'profileUrl',
          'links',
          'motivation',
          'rejectionReason',
          'createdAt',
          'reviewedAt',
        ],
        properties: {
          id: { type: 'integer' },
          status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
          basis: {
            type: 'string',
            enum: [
              'revenue_or_investment',
              'senior_experience',
              'investing_track_record',
              'relevant_network',
            ],
          },
          profileUrl: { type: 'string', format: 'uri' },
          links: { type: 'array', items: { type: 'string', format: 'uri' } },
          motivation: { type: 'string' },
          rejectionReason: { type: ['string', 'null'] },
          createdAt: { type: ['string', 'null'], format: 'date-time' },
          reviewedAt: { type: ['string', 'null'], format: 'date-time' },
        },
      },
      MatchingCriteria: {
        type: 'object',
        description:
          'Matching criteria (spec sections 3 and 5). Matches are listed mentors in one of the industries or a related one (same sector), or any listed mentor with anyIndustry, rated at least minRating; the other criteria rank them.',
        required: ['industries'],
        properties: {
          industries: {
            type: 'array',
            items: { type: 'integer' },
            minItems: 1,
            maxItems: 10,
            uniqueItems: true,
          },
          anyIndustry: {
            type: 'boolean',
            default: false,
            description:
              "Mentors outside the industries' sectors match too; the industries still score (a thin search's why-not relax)",
          },
          skills: { type: 'array', items: { type: 'integer' }, maxItems: 15, uniqueItems: true },
          experienceLevel: {
            type: ['string', 'null'],
            enum: ['entry', 'mid', 'senior', 'executive', null],
            description: 'entry 0-2, mid 3-7, senior 8-15, executive 15+ years',
          },
          companySize: {
            type: ['string', 'null'],
            enum: ['startup', 'small', 'medium', 'large', 'enterprise', null],
          },
          minRating: { type: ['number', 'null'], minimum: 0, maximum: 5 },
          sessionFormat: {
            type: ['string', 'null'],
            enum: ['video', 'phone', 'any', null],
            description: 'Kept with the criteria; every mentor takes both kinds of call',
          },
          goals: { type: ['string', 'null'], maxLength: 1000 },
          maxResults: {
            type: ['integer', 'null'],
            enum: [5, 10, 20, 50, null],
            description: 'Keep only this many best matches; null: no limit',
          },
        },
      },
      MatchResult: {
        type: 'object',
        required: [
          'id',
          'name',
          'initials',
          'score',
          'reasons',
          'rating',
          'yearsOfExperience',
          'sessionsCount',
          'hourlyRate',
          'industries',
          'skills',
        ],
        properties: {
          id: { type: 'integer', description: "The mentor's user id (/mentors/{id})" },
          slug: { type: ['string', 'null'] },
          name: { type: 'string' },
          initials: { type: 'string', description: 'For an avatar without a photo' },
          photo: { type: ['string', 'null'] },
          headline: { type: ['string', 'null'] },
          score: { type: 'integer', minimum: 0, maximum: 100 },
          reasons: {
            type: 'array',
            description: "One per scoring factor, in the viewer's language",
            items: {
              type: 'object',
              properties: {
                factor: {
                  type: 'string',
                  enum: [
                    'skills',
                    'industry',
                    'experience',
                    'companySize',
                    'rating',
                    'availability',
                  ],
                },
                points: { type: 'integer' },
                text: { type: 'string' },
              },
            },
          },
          rating: { type: 'number' },
          ratingsCount: { type: 'integer' },
          yearsOfExperience: { type: 'integer' },
          sessionsCount: { type: 'integer' },
          confirmHours: {
            type: ['integer', 'null'],
            description: 'Usually confirms within this many hours; null while too few requests',
          },
          hourlyRate: { type: 'number', description: 'EUR' },
          nextAvailableAt: { type: ['string', 'null'], format: 'date-time' },
          industries: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                name: { type: 'string' },
                years: { type: 'integer' },
              },
            },
          },
          skills: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                name: { type: 'string' },
                matched: { type: 'boolean' },
              },
            },
          },
        },
      },
      MatchPage: holding({
        data: listOf(ref('MatchResult')),
        pagination: ref('Pagination'),
        whyNot: ref('MatchWhyNot'),
      }),
      SavedSearchPreference: {
        type: 'object',
        required: ['id', 'name', 'criteria'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string', maxLength: 80 },
          criteria: ref('SavedCriteria'),
          createdAt: { type: ['string', 'null'], format: 'date-time' },
        },
      },
    },
  }
  // Saved criteria may have lost their industries since (an industry the console removed).
  const saved = structuredClone(part.schemas.MatchingCriteria) as any
  delete saved.properties.industries.minItems
  saved.required = (saved.required ?? []).filter((name: string) => name !== 'industries')
  return {
    paths: { ...cataloguePaths(), ...conversationPaths(), ...part.paths },
    schemas: { ...part.schemas, SavedCriteria: saved, ...mentoringSchemas, ...conversationSchemas },
  }
}
