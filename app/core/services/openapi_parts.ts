import { MAX_RECORD_ID } from '#core/http'
import { BOOLEAN, DATE_TIME, INTEGER, listOf, NUMBER, STRING } from '#core/services/schema_parts'

/*
| Pieces of the OpenAPI document shared by the modules that describe their
| JSON calls (#<module>/services/openapi): error answers, bodies, parameters.
| The modules write paths in the router's form (:id); #core/services/api_document
| writes them the OpenAPI way ({id}).
*/

export type Schema = Record<string, unknown>
export type Operation = Record<string, unknown>

export const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})
export const json = (description: string, schema: Schema = { type: 'object' }) => ({
  description,
  content: { 'application/json': { schema } },
})
export const body = (properties: Record<string, Schema>, required = Object.keys(properties)) => ({
  required: true,
  content: { 'application/json': { schema: { type: 'object', required, properties } } },
})
export const text = (minLength: number, maxLength: number, description = 'Trimmed first') => ({
  type: 'string',
  minLength,
  maxLength,
  description,
})
export const enumOf = (values: readonly (string | number)[]) => ({
  type: typeof values[0] === 'number' ? 'integer' : 'string',
  enum: [...values],
})
export const pathId = (
  name: string,
  description: string,
  schema: Schema = { type: 'integer', minimum: 1, maximum: MAX_RECORD_ID }
) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema,
})
export const query = (name: string, schema: Schema, description?: string) => ({
  name,
  in: 'query',
  required: false,
  ...(description ? { description } : {}),
  schema,
})

/**
 * A change may refuse for its own rules (a notice period, a plan's quota) even without a body;
 * the 401, 419 and 400 every call of its kind answers are added by #core/services/api_document.
 */
export const CHANGE = {
  422: error("VALIDATION_ERROR: field errors by field, in the viewer's language"),
}
export const PUBLIC = { security: [] }

export const INSTANT = {
  type: 'string',
  format: 'date-time',
  description: 'ISO 8601 with its offset (the browser sends UTC)',
}
export const TIME = { type: 'string', pattern: '^(?:(?:[01]\\d|2[0-3]):[0-5]\\d|24:00)$' }

/** The paths of a module: path -> method -> operation. */
export type Paths = Record<string, Record<string, Operation>>

/** A request body as the validator that checks it describes it (VineJS's JSON Schema). */
export const bodyOf = (validator: { toJSONSchema(): object }) => ({
  required: true,
  content: { 'application/json': { schema: validator.toJSONSchema() as Schema } },
})

/** Query parameters as the validator that reads them describes them. */
export const queryOf = (validator: { toJSONSchema(): object }) => {
  const schema = validator.toJSONSchema() as {
    properties?: Record<string, Schema>
    required?: string[]
  }
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }))
}

/** A schema named in components.schemas. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

/** An object answer: `{ key: <schema> }` for each key given, all of them required. */
export const holding = (properties: Record<string, Schema>) => ({
  type: 'object',
  required: Object.keys(properties),
  properties,
})

/** The same schema, or null. */
export const orNull = (schema: Schema): Schema => ({
  ...schema,
  type: [...(Array.isArray(schema.type) ? schema.type : [schema.type]), 'null'],
  ...(Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {}),
})

export { BOOLEAN, DATE_TIME, INTEGER, listOf, NUMBER, STRING }

/** One page of a list: `{ data, pagination }`. */
export const pageOf = (items: Schema) =>
  holding({ data: listOf(items), pagination: ref('Pagination') })
