import router from '@adonisjs/core/services/router'
import { ERROR_CODES } from '#core/errors'
import { CONTACT_RULES, contactValidator } from '#core/validators/contact'
import {
  bodyOf,
  error,
  pathId,
  json,
  PUBLIC,
  type Operation,
  type Paths,
  type Schema,
} from '#core/services/openapi_parts'

/*
| The OpenAPI document of the JSON calls (GET /api/openapi.json), built from
| the router: every /api route is one operation, its path written the
| OpenAPI way ({id}), its operationId the route's name, its path parameters
| those of the pattern. Each module describes its calls in code (summary,
| answers, the schemas of what it sends) and their bodies come from the
| VineJS validators the controllers use. What every call shares is added
| here: the CSRF header and the 419 answer of a change, 400 for a body that
| is not JSON, 401 for a call that needs a session.
*/

/** What a module adds: its calls (in the router's pattern syntax) and the schemas they name. */
export type ApiDocumentPart = { paths: Paths; schemas?: Record<string, Schema> }

const parts: (() => ApiDocumentPart)[] = []

/** A module adds the description of its JSON calls when the app boots. */
export function addToApiDocument(part: () => ApiDocumentPart) {
  parts.push(part)
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['message', 'errorCode', 'requestId'],
  properties: {
    message: { type: 'string' },
    errorCode: { type: 'string', enum: [...ERROR_CODES] },
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      description: 'Messages by field, in the viewer’s language',
    },
    requestId: { type: ['string', 'null'] },
  },
}

const PAGINATION_SCHEMA = {
  type: 'object',
  required: ['total', 'page', 'limit', 'pages', 'hasMore'],
  properties: {
    total: { type: 'integer', minimum: 0 },
    page: { type: 'integer', minimum: 1 },
    limit: { type: 'integer', minimum: 1 },
    pages: { type: 'integer', minimum: 0 },
    hasMore: { type: 'boolean' },
  },
}

function corePart(): ApiDocumentPart {
  return {
    schemas: { Error: ERROR_SCHEMA, Pagination: PAGINATION_SCHEMA },
    paths: {
      '/api/contact': {
        post: {
          summary: 'Send the team a message (public; e-mailed to the team, Reply-To the sender)',
          description: `At most ${CONTACT_RULES.perIpPerHour} messages an hour per client address (see TRUST_PROXY).`,
          tags: ['core'],
          ...PUBLIC,
          requestBody: bodyOf(contactValidator),
          responses: {
            201: json('The message is sent', {
              type: 'object',
              required: ['sent'],
              properties: { sent: { const: true } },
            }),
            429: error('RATE_LIMIT_EXCEEDED'),
          },
        },
      },
      '/api/build-version': {
        get: {
          summary: "The current build's asset version (the value Inertia sends with every page)",
          description:
            'The browser compares it with the version it started with to learn that a new build is out.',
          tags: ['core'],
          ...PUBLIC,
          responses: {
            200: json('The version', {
              type: 'object',
              required: ['version'],
              properties: { version: { type: 'string' } },
            }),
          },
        },
      },
      '/api/openapi.json': {
        get: {
          summary: 'This document',
          tags: ['core'],
          ...PUBLIC,
          responses: {
            200: json('The OpenAPI 3.1 document', {
              type: 'object',
              required: ['openapi', 'info', 'paths', 'components'],
              properties: {
                openapi: { const: '3.1.0' },
                info: {
                  type: 'object',
                  required: ['title', 'version'],
                  properties: { title: { type: 'string' }, version: { type: 'string' } },
                },
                paths: { type: 'object' },
                components: { type: 'object' },
              },
            }),
          },
        },
      },
    },
  }
}

const TAGS = [
  ['core', 'Contact, build version and this document'],
  ['accounts', 'Sign-in, sign-up, password and profile'],
  [
    'mentoring',
    'The mentor catalogue, profiles, saved mentors, matching, mentor applications and conversations',
  ],
  ['sessions', 'Booking, sessions and their actions'],
  ['schedule', "A mentor's weekly hours and exceptions"],
  ['billing', 'Plans, checkout, the subscription, PRO and the waiting list'],
  ['referrals', 'Referral codes, referred users and rewards'],
  ['admin', 'The admin console’s REST resources (ra-data-simple-rest) and their actions'],
] as const

const CHANGES = new Set(['post', 'put', 'patch', 'delete'])

/** `/api/sessions/:id/cancel` → `/api/sessions/{id}/cancel` */
export function openApiPath(pattern: string) {
  return pattern.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}')
}

function pathParameters(pattern: string, operation: Operation) {
  const declared = ((operation.parameters as Record<string, any>[] | undefined) ?? []).filter(
    (parameter) => parameter.in === 'path'
  )
  const others = ((operation.parameters as Record<string, any>[] | undefined) ?? []).filter(
    (parameter) => parameter.in !== 'path'
  )
  const names = [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1])
  const inPath = names.map(
    (name) => declared.find((parameter) => parameter.name === name) ?? pathId(name, 'The record id')
  )
  return [...inPath, ...others]
}

/** One operation as the document states it, with what every call of its kind answers. */
function finish(operation: Operation, pattern: string, method: string, name: string | undefined) {
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0
  const changes = CHANGES.has(method)
  const parameters = pathParameters(pattern, operation)
  const responses: Record<string, unknown> = { ...(operation.responses as object) }
  if (operation.requestBody) {
    responses[400] ??= error('BAD_REQUEST: the body is not valid JSON')
  }
  if (!isPublic) {
    responses[401] ??= error('UNAUTHORIZED: not signed in')
    responses[403] ??= error('FORBIDDEN: the account is suspended, or its role may not do this')
  }
  if (parameters.some((parameter) => parameter.in === 'path')) {
    responses[404] ??= error('NOT_FOUND: no such record (or not one the viewer may see)')
  }
  if (changes) {
    responses[419] ??= error('SESSION_EXPIRED: the X-XSRF-TOKEN header is missing or stale')
  }
  if (operation.requestBody || parameters.some((parameter) => parameter.in === 'query')) {
    responses[422] ??= error("VALIDATION_ERROR: messages by field, in the viewer's language")
  }
  const security = changes
    ? [isPublic ? { csrf: [] } : { session: [], csrf: [] }]
    : isPublic
      ? []
      : undefined
  return {
    operationId: name ?? `${method}${pattern.replace(/[^A-Za-z0-9]+/g, '_')}`,
    ...operation,
    ...(security ? { security } : {}),
    ...(parameters.length ? { parameters } : {}),
    responses: Object.fromEntries(
      Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b))
    ),
  }
}

/** The whole document, for the /api routes the router holds and the modules describe. */
export function apiDocument() {
  const described = [corePart, ...parts].map((part) => part())
  const descriptions: Paths = {}
  for (const part of described) {
    for (const [path, operations] of Object.entries(part.paths)) {
      descriptions[path] = { ...descriptions[path], ...operations }
    }
  }
  const paths: Paths = {}
  const routes = Object.values(router.toJSON())
    .flat()
    .filter((route) => route.pattern.startsWith('/api/'))
  for (const route of routes) {
    for (const method of route.methods.map((verb) => verb.toLowerCase())) {
      const operation = descriptions[route.pattern]?.[method]
      if (!operation) continue
      const path = openApiPath(route.pattern)
      paths[path] = {
        ...paths[path],
        [method]: finish(operation, route.pattern, method, route.name),
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mentorship Hub API',
      version: '1.0.0',
      description:
        'JSON calls of the marketplace (spec section 7). They use the same cookie session as the pages: send cookies, and for state-changing calls the X-XSRF-TOKEN header with the value of the XSRF-TOKEN cookie (a page or GET /api/auth/me sets it). Accept-Language picks the language of messages (en, it). Every error answers with the Error object.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    security: [{ session: [] }],
    tags: TAGS.map(([tag, description]) => ({ name: tag, description })),
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'mm-session',
          description: 'The session cookie the sign-in sets',
        },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: 'X-XSRF-TOKEN',
          description:
            'The value of the XSRF-TOKEN cookie; without it (or with a stale one) a change answers 419 SESSION_EXPIRED',
        },
      },
      schemas: Object.assign({}, ...described.map((part) => part.schemas ?? {})),
    },
    paths,
  }
}
