import ky, {
  ForceRetryError,
  HTTPError,
  type KyRequest,
  type NormalizedOptions,
  type Options,
} from 'ky'
import { registry } from '@generated/registry'
import { API_CLIENT } from '#business/app'

/**
 * How every JSON call of the pages travels (spec sections 7 and 8), as options of the generated
 * client's HTTP library (ky): cookies and the viewer's language go with every call; a network
 * failure or a server error is retried once after 500 ms (a POST only when the server was
 * unavailable); a 401 triggers one shared session refresh that concurrent calls wait for, then the
 * call is sent again; a write refused for its CSRF token is sent once more with the fresh token
 * the refusal brought. What the user is told about a failure is `~/lib/api`'s part.
 */

/** One call's choices and what happened to it, kept across its retries. */
export type CallState = {
  /** No notification for this call's failure. */
  silent: boolean
  /**
   * A check the page makes by itself (not the user's action): an expired session is only an
   * error for it, never a move to the login page.
   */
  background: boolean
  /** Retries after a network failure or a server error. */
  retries: number
  serverRetries: number
  refreshed: boolean
  tokenRetried: boolean
  /** When the call was last sent (performance.now()). */
  sentAt: number
  /** The refresh failed, or a renewed token was refused again. */
  sessionEnded: boolean
}

export function newCallState(
  options: Partial<Pick<CallState, 'silent' | 'background' | 'retries'>>
): CallState {
  return {
    silent: options.silent ?? false,
    background: options.background ?? false,
    retries: options.retries ?? API_CLIENT.retries,
    serverRetries: 0,
    refreshed: false,
    tokenRetried: false,
    sentAt: 0,
    sessionEnded: false,
  }
}

let locale = 'en'

/** The root layout keeps the calls in the current page's language. */
export function setApiLocale(next: string) {
  locale = next
}

function stateOf(options: NormalizedOptions): CallState {
  return (options.context.call as CallState | undefined) ?? newCallState({})
}

/** Calls whose 401 means "wrong credentials", not "session expired". */
export function isAuthCall(url: string) {
  return url.includes('/auth/') || url.includes('/token/')
}

function readCookie(name: string) {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))
  return match ? decodeURIComponent(match[1]) : undefined
}

const REFRESH_PATH = registry.routes['api.accounts.tokenRefresh'].pattern

let refreshing: Promise<boolean> | null = null
/** When the last successful refresh finished (performance.now()). */
let refreshedAt = -1

/**
 * One refresh for every call that met a 401 at the same time. A call sent before the last
 * successful refresh finished is simply sent again: its 401 predates the renewed session.
 */
function refreshSession(sentAt: number): Promise<boolean> {
  if (sentAt < refreshedAt) return Promise.resolve(true)
  const xsrf = readCookie('XSRF-TOKEN')
  refreshing ??= ky
    .post(REFRESH_PATH, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(xsrf ? { 'X-XSRF-TOKEN': xsrf } : {}) },
      retry: 0,
      throwHttpErrors: false,
    })
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

async function errorCodeOf(response: Response) {
  try {
    const body = (await response.clone().json()) as { errorCode?: string; message?: string }
    return body.errorCode ?? (body.message === 'No token provided' ? 'UNAUTHORIZED' : undefined)
  } catch {
    return undefined
  }
}

async function renewSession(request: KyRequest, options: NormalizedOptions, response: Response) {
  const call = stateOf(options)
  if (response.status === 401 && !isAuthCall(request.url)) {
    if ((await errorCodeOf(response)) !== 'UNAUTHORIZED') return
    if (!call.refreshed) {
      call.refreshed = true
      if (await refreshSession(call.sentAt))
        return ky.retry({ delay: 0, code: 'SESSION_REFRESHED' })
    }
    call.sessionEnded = true
    return
  }
  // A write refused for its CSRF token: the refusal brought a fresh token cookie, which the
  // client's own hook puts on the retry; refused again, the session is over.
  if (response.status === 419 && (await errorCodeOf(response)) === 'SESSION_EXPIRED') {
    if (!call.tokenRetried) {
      call.tokenRetried = true
      return ky.retry({ delay: API_CLIENT.retryDelayMs, code: 'TOKEN_RENEWED' })
    }
    call.sessionEnded = true
  }
}

/** A failure's retries stop at the call's allowance; a session renewal is not one of them. */
function countServerRetry({ options, error }: { options: NormalizedOptions; error: Error }) {
  if (error instanceof ForceRetryError) return
  const call = stateOf(options)
  if (call.serverRetries >= call.retries) throw error
  call.serverRetries++
}

export const transport = {
  credentials: 'same-origin',
  timeout: false,
  retry: {
    // Room for the server retries, one session refresh and one token renewal; which of them
    // applies is decided below and in `renewSession`.
    limit: API_CLIENT.retries + 2,
    methods: ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'],
    delay: () => API_CLIENT.retryDelayMs,
    // Which failures are worth sending again; how many times is `countServerRetry`'s part.
    shouldRetry: ({ error }) => {
      if (error.name === 'AbortError') return false
      if (error instanceof HTTPError) {
        const { status } = error.response
        return status >= 500 && (error.request.method !== 'POST' || status === 503)
      }
      // A network failure: sent again, whatever the method (nothing reached the server).
      return true
    },
  },
  hooks: {
    beforeRequest: [
      (request, options) => {
        request.headers.set('Accept', 'application/json')
        request.headers.set('Accept-Language', locale)
        stateOf(options).sentAt = performance.now()
      },
    ],
    beforeRetry: [countServerRetry],
    afterResponse: [renewSession],
  },
} satisfies Options
