import { defineConfig } from '@adonisjs/core/bodyparser'

/*
| Request body limits (a larger body answers 413 with the spec's error object):
|   JSON and forms: 1 MB. The largest text the app takes is a content page's
|   body (50,000 characters, at most 200 KB in UTF-8); 1 MB leaves room for
|   the rest of a request and nothing near a memory problem.
|   multipart: only the profile image upload reads files (everything else is
|   JSON); 6 MB is the 5 MB image limit plus the form's overhead, 64 KB of
|   fields and 10 fields at most.
*/
export const BODY_LIMITS = {
  json: '1mb',
  form: '1mb',
  multipart: '6mb',
  multipartFields: '64kb',
  multipartMaxFields: 10,
} as const

/** The routes that read uploaded files (multipart is parsed for these only). */
export const UPLOAD_ROUTES = ['/api/users/profile/image']

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    limit: BODY_LIMITS.form,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    limit: BODY_LIMITS.json,
    strict: true,
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json'],
  },
  multipart: {
    autoProcess: UPLOAD_ROUTES,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: BODY_LIMITS.multipart,
    fieldsLimit: BODY_LIMITS.multipartFields,
    maxFields: BODY_LIMITS.multipartMaxFields,
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
