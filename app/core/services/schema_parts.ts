/*
| The JSON Schema parts every module's answer schemas are written with
| (#core/services/openapi_parts re-exports them), typed as the literal JSON they
| build, so that json-schema-to-ts (FromSchema) can read a schema as its
| TypeScript type (the console's records). This file imports nothing: the
| console's typecheck reads it too.
*/

export const STRING = { type: 'string' } as const
export const INTEGER = { type: 'integer' } as const
export const NUMBER = { type: 'number' } as const
export const BOOLEAN = { type: 'boolean' } as const
export const DATE_TIME = { type: 'string', format: 'date-time' } as const

type Typed = { readonly type: string }

/** The same schema, or null (a schema without `enum`; #core/services/openapi_parts's `orNull` takes any). */
export const nullable = <const S extends Typed>(schema: S) =>
  ({ ...schema, type: [schema.type, 'null'] }) as Omit<S, 'type'> & {
    readonly type: readonly [S['type'], 'null']
  }

/** An array of the schema's items. */
export const listOf = <const S extends object>(items: S) => ({ type: 'array', items }) as const

/**
 * An object holding exactly these fields, all of them present (the `optional` ones only in
 * some answers): no other field, so a field the server adds unlisted fails the contract tests,
 * and the console's type has no field the document does not name.
 */
export const exactly = <
  const P extends Record<string, object>,
  const O extends Record<string, object> = {},
>(
  properties: P,
  optional?: O
) =>
  ({
    type: 'object',
    required: Object.keys(properties) as (keyof P & string)[],
    properties: { ...properties, ...optional } as P & O,
    additionalProperties: false,
  }) as const
