import { ADMIN_REST_RULES } from '#business/admin'
import type { ResourceDefinition } from '#core/services/admin_resources'
import { consoleResources } from '#admin/resources/index'
import { error, SIGNED_IN, type Paths } from '#core/services/openapi_parts'

/*
| The admin REST API's part of the OpenAPI document, described from the
| resource registry itself: the sort fields and filters it lists are the
| ones the parser accepts, so the document cannot drift from the code.
*/

const RECORD = { type: 'object', additionalProperties: true, required: ['id'] }
const ANSWER = { description: 'The record', content: { 'application/json': { schema: RECORD } } }
const COMMON = {
  ...SIGNED_IN,
  403: error('FORBIDDEN: not an admin (or suspended)'),
}
const CHANGE = {
  ...COMMON,
  404: error('NOT_FOUND: no such record'),
  419: error('SESSION_EXPIRED: the CSRF token is missing or stale'),
  422: error('VALIDATION_ERROR: field errors by field'),
}
const ID = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }

function listOperation(resource: ResourceDefinition) {
  const filters = Object.entries(resource.filters)
    .map(([name, kind]) => `${name} (${kind.type})`)
    .concat('id (an id or a list of ids: getMany)')
  return {
    summary: `List ${resource.name} (ra-data-simple-rest getList, getMany, getManyReference)`,
    tags: ['admin'],
    parameters: [
      {
        name: 'sort',
        in: 'query',
        description: `JSON [field, "ASC"|"DESC"]; fields: ${Object.keys(resource.sortColumns).join(', ')}. Default ${JSON.stringify(resource.defaultSort)}.`,
        schema: { type: 'string', example: JSON.stringify(resource.defaultSort) },
      },
      {
        name: 'range',
        in: 'query',
        description: `JSON [start, end], inclusive, at most ${ADMIN_REST_RULES.maxPageSize} records.`,
        schema: { type: 'string', example: '[0,24]' },
      },
      {
        name: 'filter',
        in: 'query',
        description: `JSON object; filters: ${filters.join(', ')}. Dates are ISO-8601.`,
        schema: { type: 'string', example: '{}' },
      },
    ],
    responses: {
      200: {
        description: 'One page of records',
        headers: {
          'Content-Range': {
            description: `"${resource.name} <start>-<end>/<total>"`,
            schema: { type: 'string' },
          },
        },
        content: { 'application/json': { schema: { type: 'array', items: RECORD } } },
      },
      ...COMMON,
      422: error('VALIDATION_ERROR: an unknown sort field or filter, or JSON that does not parse'),
    },
  }
}

/** Paths of every admin resource and action, in the router's pattern syntax. */
export function adminOpenApiPaths(): Paths {
  const paths: Paths = {}
  for (const resource of consoleResources()) {
    const base = `/api/admin/${resource.name}`
    paths[base] = { get: listOperation(resource) }
    if (resource.create) {
      paths[base].post = {
        summary: `Create a record of ${resource.name}`,
        tags: ['admin'],
        requestBody: { content: { 'application/json': { schema: RECORD } } },
        responses: { 200: ANSWER, 409: error('DUPLICATE_RECORD'), ...CHANGE },
      }
    }
    paths[`${base}/:id`] = {
      get: {
        summary: `One record of ${resource.name}`,
        tags: ['admin'],
        parameters: [ID],
        responses: { 200: ANSWER, ...COMMON, 404: error('NOT_FOUND') },
      },
    }
    if (resource.update) {
      paths[`${base}/:id`].put = {
        summary: `Edit a record of ${resource.name}`,
        tags: ['admin'],
        parameters: [ID],
        requestBody: { content: { 'application/json': { schema: RECORD } } },
        responses: { 200: ANSWER, ...CHANGE },
      }
    }
    if (resource.destroy) {
      paths[`${base}/:id`].delete = {
        summary: `Delete a record of ${resource.name}`,
        tags: ['admin'],
        parameters: [ID],
        responses: { 200: { description: '{ id }' }, ...CHANGE },
      }
    }
    for (const action of Object.keys(resource.actions ?? {})) {
      paths[`${base}/:id/${action}`] = {
        post: {
          summary: `${action} (${resource.name}): a business action; answers the changed record`,
          tags: ['admin'],
          parameters: [ID],
          responses: { 200: ANSWER, 409: error('DUPLICATE_RECORD: already done'), ...CHANGE },
        },
      }
    }
  }
  paths['/api/admin/analytics/overview'] = {
    get: {
      summary:
        'Overview figures and daily series (sign-ups, bookings, revenue, referral conversions), subscriptions by plan, top mentors',
      tags: ['admin'],
      parameters: ['from', 'to'].map((name) => ({
        name,
        in: 'query',
        description: 'YYYY-MM-DD (default: the last 30 days)',
        schema: { type: 'string', format: 'date' },
      })),
      responses: {
        200: { description: 'The overview', content: { 'application/json': { schema: RECORD } } },
        ...COMMON,
        422: error('VALIDATION_ERROR: a bad date, from after to, or too long a period'),
      },
    },
  }
  return paths
}
