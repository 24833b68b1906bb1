import { HttpError } from 'react-admin'

/** Same origin as the console: the session cookie goes along, CORS never comes in. */
export const API_ADMIN = '/api/admin'

/** Shield's CSRF token: the XSRF-TOKEN cookie, URI-decoded, sent back as X-XSRF-TOKEN. */
export function xsrfToken(): string | undefined {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='))
  return cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : undefined
}

/** The API's error answer. */
type ApiError = { message?: string; errorCode?: string; errors?: unknown; requestId?: string }

/**
 * react-admin shows `body.errors` on the form's fields (one message each);
 * the API answers `{field: [messages]}`, the first message is the one to show.
 */
function fieldErrors(errors: unknown): Record<string, string> | undefined {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined
  const out: Record<string, string> = {}
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages[0] : messages
    if (first !== undefined && first !== null) out[field] = String(first)
  }
  return out
}

export type HttpResponse<T = unknown> = {
  status: number
  headers: Headers
  body: string
  json: T
}

/**
 * fetch for the admin API: JSON in and out, the session cookie, the CSRF
 * header on changes, and the API's `{message, errorCode, errors}` turned into
 * an HttpError whose `body.errors` feed the form's field errors.
 */
export async function httpClient<T = any>(
  url: string,
  options: RequestInit = {}
): Promise<HttpResponse<T>> {
  const headers = new Headers(options.headers)
  if (!headers.has('Accept')) headers.set('Accept', 'application/json')
  if (typeof options.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json')
  }
  const method = (options.method ?? 'GET').toUpperCase()
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) {
    const token = xsrfToken()
    if (token) headers.set('X-XSRF-TOKEN', token)
  }

  const response = await fetch(url, { ...options, headers, credentials: 'same-origin' })
  const body = await response.text()
  let json: unknown
  try {
    json = body ? JSON.parse(body) : undefined
  } catch {
    json = undefined
  }

  if (!response.ok) {
    const error = (json ?? {}) as ApiError
    throw new HttpError(
      error.message || response.statusText || `HTTP ${response.status}`,
      response.status,
      {
        ...error,
        errors: fieldErrors(error.errors),
      }
    )
  }
  return { status: response.status, headers: response.headers, body, json: json as T }
}

/** POST a JSON body (an action such as approve or refund); answers the parsed JSON. */
export async function postJson<T = unknown>(url: string, data: Record<string, unknown> = {}) {
  const { json } = await httpClient<T>(url, { method: 'POST', body: JSON.stringify(data) })
  return json
}
