type Messages = Record<string, unknown>

function isObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Deep merge: later sources win, nested objects are merged key by key. */
export function merge(...sources: Messages[]): Messages {
  const out: Messages = {}
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      out[key] = isObject(value) && isObject(out[key]) ? merge(out[key] as Messages, value) : value
    }
  }
  return out
}
