import camelcaseKeys from 'camelcase-keys'

/**
 * The pages' props are camelCase (the server's transformers); the JSON API keeps the spec's
 * snake_case. A page that also takes the same objects from a JSON call ('Load more', a save)
 * converts the answer here, in one place: `camelCased(answer)` is typed from the route's answer,
 * so a page that assigns it to a `Data.*` type fails the typecheck when the two drift apart.
 */
export function camelCased<
  Value extends Record<string, unknown> | readonly Record<string, unknown>[],
>(value: Value) {
  return camelcaseKeys(value, { deep: true })
}
