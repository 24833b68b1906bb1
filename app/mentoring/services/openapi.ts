import { MENTOR_LIST_RULES, MENTOR_SORTS } from '#business/matching'
import {
  CHANGE,
  enumOf,
  error,
  json,
  pathId,
  PUBLIC,
  query,
  SIGNED_IN,
  type Paths,
} from '#core/services/openapi_parts'

/** The OpenAPI paths of the catalogue and saved-mentor calls (GET /api/openapi.json). */
export function mentoringOpenApiPaths(): Paths {
  const slugs = { type: 'string', description: 'Comma-separated slugs' }
  const savedIds = json('`{ data }`: the ids of the saved mentors', {
    type: 'object',
    properties: { data: { type: 'array', items: { type: 'integer' } } },
  })
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
          200: json('The cards of the page and the pagination'),
          422: error('VALIDATION_ERROR'),
        },
      },
    },
    '/api/saved-mentors': {
      get: {
        summary: "The ids of the viewer's saved mentors (empty for a viewer who keeps none)",
        tags: ['mentoring'],
        responses: { 200: savedIds, ...SIGNED_IN },
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
