import { API_CLIENT } from '#business/app'
import { toast } from '~/components/toast/toast_store'

/**
 * The one client for the app's JSON calls (spec sections 7 and 8): cookies
 * and the viewer's language go with every call, a failed call is retried
 * once after 500 ms, a 401 triggers one shared session refresh that
 * concurrent calls wait for, and errors become the spec's notifications.
 */

export type ApiErrorBody = {
  message: string
  errorCode: string
  errors?: Record<string, string[]>
  requestId?: string | null
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** First message per field (spec section 5). */
    readonly fieldErrors: Record<string, string> = {},
    readonly requestId: string | null = null
  ) {
    super(message)
  }
}

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  /** No notification for this call's failure. */
  silent?: boolean
  /**
   * A check the page makes by itself (not the user's action): an expired
   * session is only an error for it, never a move to the login page.
   */
  background?: boolean
  /** Retries after a network failure or a server error (default 1). */
  retries?: number
  signal?: AbortSignal
}

type Context = { locale: string; messages: Record<string, string> }
let context: Context = { locale: 'en', messages: {} }

/** The root layout keeps the client in the current page's language. */
export function configureApi(next: Context) {
  context = next
}

function t(id: string) {
  return context.messages[id] ?? id
}

function readCookie(name: string) {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))
  return match ? decodeURIComponent(match[1]) : undefined
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Calls whose 401 means "wrong credentials", not "session expired". */
function isAuthPath(path: string) {
  return path.includes('/auth/') || path.includes('/token/')
}

let refreshing: Promise<boolean> | null = null
/** When the last successful refresh finished (performance.now()). */
let refreshedAt = -1

/**
 * One refresh for every call that met a 401 at the same time. A call sent
 * before the last successful refresh finished is simply retried: its 401
 * predates the renewed session.
 */
function refreshSession(sentAt: number): Promise<boolean> {
  if (sentAt < refreshedAt) return Promise.resolve(true)
  refreshing ??= send('/api/token/refresh', { method: 'POST' })
    .then((response) => {
      if (response.ok) refreshedAt = performance.now()
      return response.ok
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

function send(path: string, options: ApiOptions) {
  const method = options.method ?? 'GET'
  const headers: Record<string, string> = {
    'Accept': 'application/json',
    'Accept-Language': context.locale,
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const xsrf = readCookie('XSRF-TOKEN')
  if (xsrf && method !== 'GET') headers['X-XSRF-TOKEN'] = xsrf
  return fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  })
}

async function parseError(response: Response): Promise<ApiErrorBody> {
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>
    return {
      message: body.message ?? t('api.errors.unexpected'),
      errorCode: body.errorCode ?? 'UNKNOWN_ERROR',
      errors: body.errors,
      requestId: body.requestId ?? null,
    }
  } catch {
    return { message: t('api.errors.unexpected'), errorCode: 'UNKNOWN_ERROR' }
  }
}

function firstMessages(errors: Record<string, string[]> | undefined) {
  const result: Record<string, string> = {}
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages?.length) result[field] = messages[0]
  }
  return result
}

/** Where a signed-out user goes, remembering the full current path. */
export function sessionExpiredRedirect() {
  const returnTo = encodeURIComponent(
    `${window.location.pathname}${window.location.search}${window.location.hash}`
  )
  return `/login?returnTo=${returnTo}&reason=expired`
}

function notify(body: ApiErrorBody) {
  switch (body.errorCode) {
    case 'UNKNOWN_ERROR':
      return
    case 'SESSION_EXPIRED':
    case 'UNAUTHORIZED':
      return toast({
        title: t('api.toasts.sessionExpired.title'),
        description: t('api.toasts.sessionExpired.description'),
        variant: 'destructive',
      })
    case 'FORBIDDEN':
      return toast({
        title: t('api.toasts.error'),
        description: body.message,
        variant: 'destructive',
      })
    case 'VALIDATION_ERROR':
      return toast({ title: t('api.toasts.validation'), variant: 'destructive' })
    case 'NOT_FOUND':
      return toast({ title: t('api.toasts.notFound'), variant: 'destructive' })
    case 'RATE_LIMIT_EXCEEDED':
      return toast({
        title: t('api.toasts.rateLimit.title'),
        description: t('api.toasts.rateLimit.description'),
        variant: 'destructive',
      })
    case 'PAYMENT_ERROR':
    case 'PAYMENT_METHOD_ERROR':
      return toast({
        title: t('api.toasts.payment'),
        description: body.message,
        variant: 'destructive',
      })
    case 'DUPLICATE_RECORD':
      return toast({
        title: body.errors?.email ? t('api.toasts.emailTaken') : t('api.toasts.error'),
        variant: 'destructive',
      })
    default:
      return toast({
        title: t('api.toasts.error'),
        description: body.message,
        variant: 'destructive',
      })
  }
}

/**
 * What the user meets when their session is over (spec section 8,
 * SESSION_EXPIRED), for this client's calls and the pages' forms alike.
 */
export function sessionExpired(options: Pick<ApiOptions, 'silent' | 'background'> = {}) {
  if (!options.silent) notify({ message: '', errorCode: 'SESSION_EXPIRED' })
  if (!options.background && window.location.pathname !== '/login') {
    window.location.assign(sessionExpiredRedirect())
  }
}

/**
 * A session that is over (spec section 8, SESSION_EXPIRED): the notification
 * unless the call is silent, and the login page with the current path, whose
 * full load also clears the page's user state, unless the page made the call
 * by itself (`background`) or is the login page already.
 */
function sessionEnded(status: number, body: ApiErrorBody, options: ApiOptions) {
  sessionExpired({ silent: options.silent, background: options.background })
  return new ApiError(
    status,
    'SESSION_EXPIRED',
    t('api.toasts.sessionExpired.title'),
    {},
    body.requestId
  )
}

/**
 * Calls the app's JSON API. Resolves with the parsed body, or rejects with
 * an ApiError carrying the spec's error code and the first message per field.
 */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? 'GET'
  let retriesLeft = options.retries ?? API_CLIENT.retries
  let refreshed = false
  let tokenRetried = false

  while (true) {
    let response: Response
    const sentAt = performance.now()
    try {
      response = await send(path, options)
    } catch (networkError) {
      if ((networkError as Error).name === 'AbortError') throw networkError
      if (retriesLeft-- > 0) {
        await sleep(API_CLIENT.retryDelayMs)
        continue
      }
      const error = new ApiError(0, 'UNKNOWN_ERROR', t('api.errors.network'))
      if (!options.silent)
        toast({ title: t('api.toasts.error'), description: error.message, variant: 'destructive' })
      throw error
    }

    if (response.ok) {
      return response.status === 204 ? (undefined as T) : ((await response.json()) as T)
    }

    const body = await parseError(response)
    const isExpiry =
      response.status === 401 &&
      (body.errorCode === 'UNAUTHORIZED' || body.message === 'No token provided')

    if (isExpiry && isAuthPath(path)) {
      throw new ApiError(
        401,
        body.errorCode,
        body.message || t('api.errors.unauthorized'),
        {},
        body.requestId
      )
    }

    if (isExpiry && !refreshed) {
      refreshed = true
      if (await refreshSession(sentAt)) continue
      throw sessionEnded(response.status, body, options)
    }

    // A write refused for its CSRF token: the refusal brought a fresh token
    // cookie, so it is sent once more (spec section 7); refused again, the
    // session is over.
    if (response.status === 419 && body.errorCode === 'SESSION_EXPIRED') {
      if (!tokenRetried) {
        tokenRetried = true
        await sleep(API_CLIENT.retryDelayMs)
        continue
      }
      throw sessionEnded(response.status, body, options)
    }

    // Server errors are retried (a POST only when the server was unavailable).
    const retryable = response.status >= 500 && (method !== 'POST' || response.status === 503)
    if (retryable && retriesLeft-- > 0) {
      await sleep(API_CLIENT.retryDelayMs)
      continue
    }

    if (!options.silent && !isAuthPath(path)) notify(body)
    throw new ApiError(
      response.status,
      body.errorCode,
      body.message,
      firstMessages(body.errors),
      body.requestId
    )
  }
}
