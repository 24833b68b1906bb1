/**
 * What one module needs from another that depends on it (the knowledge runs against the module
 * graph): the module that knows provides it when the app starts, from its provider, and the
 * module that asks reads it at request time. Asking before it is provided is a wiring fault.
 */
export function port<Value>(what: string) {
  let provided: Value | null = null
  return {
    provide(value: Value) {
      provided = value
    },
    get(): Value {
      if (provided === null) throw new Error(`${what} was not provided: did its provider start?`)
      return provided
    },
  }
}
