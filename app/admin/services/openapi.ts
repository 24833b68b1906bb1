import { ADMIN_REST_RULES } from '#business/admin'
import type { ResourceDefinition } from '#core/services/admin_resources'
import { consoleResources } from '#admin/resources/index'
import type { ApiDocumentPart } from '#core/services/api_document'
import { analyticsOverviewSchema } from '#admin/transformers/analytics_overview_transformer'
import { bodyOf, error, pathId, ref, type Paths } from '#core/services/openapi_parts'

type Resource = ResourceDefinition<any>

/*
| The admin REST API's part of the OpenAPI document, described from the
| resource registry itself: the sort fields and filters it lists are the
| ones the parser accepts, and each record's schema is the one its module's
| transformer is typed by, so the document cannot drift from the code.
*/

/** The schema name of a resource's record: `users` → AdminUsersRecord. */
const recordName = (resource: Resource) =>
  `Admin${resource.name.replace(/(^|-)([a-z])/g, (_, _dash, letter: string) => letter.toUpperCase())}Record`
const answer = (resource: Resource) => ({
  description: 'The record',
  content: { 'application/json': { schema: ref(recordName(resource)) } },
})
const answersOf = (resource: Resource, change: string) =>
  Object.fromEntries(
    Object.entries(resource.answers?.[change] ?? {}).map(([status, text]) => [status, error(text)])
  )
const bodyFor = (resource: Resource, change: string) =>
  resource.bodies?.[change] ? { requestBody: bodyOf(resource.bodies[change]) } : {}
const COMMON = {
  403: error('FORBIDDEN: not an admin (or suspended)'),
}
const CHANGE = {
  ...COMMON,
  404: error('NOT_FOUND: no such record'),
  422: error('VALIDATION_ERROR: field errors by field'),
}
const ID = pathId('id', 'The record id')

function listOperation(resource: Resource) {
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
            description: `"${resource.name} <start>-<end>/<total>" ("${resource.name} */0" when empty)`,
            schema: { type: 'string' },
          },
          'X-Total-Count': {
            description: 'The total of records the filter matches',
            schema: { type: 'integer', minimum: 0 },
          },
        },
        content: {
          'application/json': { schema: { type: 'array', items: ref(recordName(resource)) } },
        },
      },
      ...COMMON,
      422: error('VALIDATION_ERROR: an unknown sort field or filter, or JSON that does not parse'),
    },
  }
}

/** Paths of every admin resource and action, in the router's pattern syntax. */
function adminPaths(): Paths {
  const paths: Paths = {}
  for (const resource of consoleResources()) {
    const base = `/api/admin/${resource.name}`
    paths[base] = { get: listOperation(resource) }
    if (resource.create) {
      paths[base].post = {
        summary: `Create a record of ${resource.name}`,
        tags: ['admin'],
        ...bodyFor(resource, 'create'),
        responses: { 200: answer(resource), 409: error('DUPLICATE_RECORD'), ...CHANGE },
      }
    }
    paths[`${base}/:id`] = {
      get: {
        summary: `One record of ${resource.name}`,
        tags: ['admin'],
        parameters: [ID],
        responses: { 200: answer(resource), ...COMMON },
      },
    }
    if (resource.update) {
      paths[`${base}/:id`].put = {
        summary: `Edit a record of ${resource.name}`,
        tags: ['admin'],
        parameters: [ID],
        ...bodyFor(resource, 'update'),
        responses: { 200: answer(resource), ...CHANGE },
      }
    }
    if (resource.destroy) {
      paths[`${base}/:id`].delete = {
        summary: `Delete a record of ${resource.name}`,
        tags: ['admin'],
        parameters: [ID],
        responses: {
          200: {
            description: 'The id of the deleted record',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id'],
                  properties: { id: { type: 'integer' } },
                },
              },
            },
          },
          ...CHANGE,
        },
      }
    }
    for (const action of Object.keys(resource.actions ?? {})) {
      paths[`${base}/:id/${action}`] = {
        post: {
          summary: `${action} (${resource.name}): a business action; answers the changed record`,
          tags: ['admin'],
          parameters: [ID],
          ...bodyFor(resource, action),
          responses: {
            200: answer(resource),
            409: error(
              'DUPLICATE_RECORD: already done; CONFLICT: the record is no longer in a state that allows it'
            ),
            ...CHANGE,
            ...answersOf(resource, action),
          },
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
        200: {
          description: 'The overview',
          content: { 'application/json': { schema: analyticsOverviewSchema } },
        },
        ...COMMON,
        422: error('VALIDATION_ERROR: a bad date, from after to, or too long a period'),
      },
    },
  }
  paths['/api/admin/me'] = {
    get: {
      summary: 'The signed-in admin (the console asks it first)',
      tags: ['admin'],
      responses: {
        200: {
          description: 'The admin',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['id', 'role'],
                properties: { id: { type: 'integer' }, role: { const: 'ADMIN' } },
              },
            },
          },
        },
        ...COMMON,
      },
    },
  }
  return paths
}

/** The admin console's calls of the API document and the records they answer. */
export function adminApiDocument(): ApiDocumentPart {
  const schemas = Object.fromEntries(
    consoleResources().map((resource) => [recordName(resource), resource.schema])
  )
  return { paths: adminPaths(), schemas }
}
