/*
| HTTP answers as the operator scripts keep them, and reading their JSON bodies.
*/

/** An answer: its status and its body, parsed when it is JSON. */
export type Answer = { status: number; body: unknown }

/** The body's JSON, or its text when it is not JSON (or is `null`). */
export function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) ?? text
  } catch {
    return text
  }
}

/** The value at `path` in a JSON value (`dig(body, 'session', 'id')`), or undefined. */
export function dig(value: unknown, ...path: (string | number)[]): unknown {
  let current = value
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string | number, unknown>)[key]
  }
  return current
}
