import { CONTACT_RULES } from '#core/validators/contact'
import { body, CHANGE, error, json, PUBLIC, text, type Paths } from '#core/services/openapi_parts'

/*
| The OpenAPI paths of the JSON calls not written out in
| resources/openapi/openapi.json, each module describing its own; lengths,
| enums and limits come from the constants the validators use.
*/

function corePaths(): Paths {
  return {
    '/api/contact': {
      post: {
        summary: 'Send the team a message (public; e-mailed to the team, Reply-To the sender)',
        description: `At most ${CONTACT_RULES.perIpPerHour} messages an hour per client address (see TRUST_PROXY).`,
        tags: ['core'],
        ...PUBLIC,
        requestBody: body({
          name: text(1, CONTACT_RULES.nameMaxLength),
          email: { type: 'string', format: 'email', maxLength: CONTACT_RULES.emailMaxLength },
          message: text(CONTACT_RULES.messageMinLength, CONTACT_RULES.messageMaxLength),
        }),
        responses: {
          201: json('`{ sent: true }`'),
          419: CHANGE[419],
          422: CHANGE[422],
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
        responses: { 200: json('`{ version }`') },
      },
    },
  }
}

/** Merged into the served document by DocsController (the admin REST API has its own). */
const modulePaths: (() => Paths)[] = []

/** A module adds the description of its JSON calls when the app boots. */
export function addToApiDocument(paths: () => Paths) {
  modulePaths.push(paths)
}

/** The paths described in code: core's, then each module's. */
export function apiOpenApiPaths(): Paths {
  return Object.assign(corePaths(), ...modulePaths.map((paths) => paths()))
}
