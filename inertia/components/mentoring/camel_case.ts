/**
 * The pages' props are camelCase (the server's transformers); the JSON API keeps the spec's
 * snake_case. A page that also takes the same objects from a JSON call ('Load more', a save)
 * converts the answer here, in one place: `camelCased(answer)` is typed from the route's answer,
 * so a page that assigns it to a `Data.*` type fails the typecheck when the two drift apart.
 */
type CamelCase<Key extends string> = Key extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Key

export type CamelCased<Value> = Value extends readonly (infer Item)[]
  ? CamelCased<Item>[]
  : Value extends object
    ? { [Key in keyof Value as Key extends string ? CamelCase<Key> : Key]: CamelCased<Value[Key]> }
    : Value

const camelKey = (key: string) =>
  key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

export function camelCased<Value>(value: Value): CamelCased<Value> {
  if (Array.isArray(value)) return value.map(camelCased) as CamelCased<Value>
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [camelKey(key), camelCased(item)])
    ) as CamelCased<Value>
  }
  return value as CamelCased<Value>
}
