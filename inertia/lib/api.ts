import type { IntlShape } from 'react-intl'
import { TuyauHTTPError, TuyauNetworkError } from '@tuyau/core/client'
import { registry } from '@generated/registry'
import { toast } from '~/components/toast/toast_store'
import { client, urlFor } from '~/client'
import { isAuthCall, newCallState, setApiLocale, type CallState } from '~/lib/api_transport'

/**
 * The pages' JSON calls (spec sections 7 and 8): `api(routeName, args)` sends them through the
 * generated typed client, whose transport (`~/lib/api_transport`) handles retries, the shared
 * session refresh and token renewal; here failures become the spec's error codes, first message
 * per field, and notifications.
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

export type ApiOptions = Partial<Pick<CallState, 'silent' | 'background' | 'retries'>>

type Context = { locale: string; intl: IntlShape | null }
let context: Context = { locale: 'en', intl: null }

/** The root layout keeps the client in the current page's language. */
export function configureApi(next: Context) {
  context = next
  setApiLocale(next.locale)
}

function t(id: string) {
  return context.intl ? context.intl.formatMessage({ id }) : id
}

function errorBody(answer: unknown): ApiErrorBody {
  const body = (answer && typeof answer === 'object' ? answer : {}) as Partial<ApiErrorBody>
  return {
    message: body.message ?? t('api.errors.unexpected'),
    errorCode: body.errorCode ?? 'UNKNOWN_ERROR',
    errors: body.errors,
    requestId: body.requestId ?? null,
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
  const returnTo = `${window.location.pathname}${window.location.search}${window.location.hash}`
  return urlFor('accounts.login', {}, { qs: { returnTo, reason: 'expired' } })
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
  if (!options.background && window.location.pathname !== urlFor('accounts.login')) {
    window.location.assign(sessionExpiredRedirect())
  }
}

/**
 * A session that is over (spec section 8, SESSION_EXPIRED): the notification
 * unless the call is silent, and the login page with the current path, whose
 * full load also clears the page's user state, unless the page made the call
 * by itself (`background`) or is the login page already.
 */
function sessionEnded(status: number, body: ApiErrorBody, options: CallState) {
  sessionExpired({ silent: options.silent, background: options.background })
  return new ApiError(
    status,
    'SESSION_EXPIRED',
    t('api.toasts.sessionExpired.title'),
    {},
    body.requestId
  )
}

type Request = typeof client.request
/** The app's named routes. */
export type RouteName = Parameters<Request>[0]
/** What a call sends: the route's `params`, `query` and `body`, and this client's options. */
export type ApiArgs<Name extends RouteName> = Parameters<typeof client.request<Name>>[1] &
  ApiOptions & { signal?: AbortSignal }
/** What a call answers, typed from the route's controller. */
export type ApiAnswer<Name extends RouteName> = Awaited<ReturnType<typeof client.request<Name>>>

/** The failure as the pages meet it, the user told unless the call is silent. */
function failure(error: unknown, call: CallState, name: RouteName) {
  if (error instanceof TuyauHTTPError) {
    const status = error.status ?? 0
    const body = errorBody(error.response)
    if (call.sessionEnded) return sessionEnded(status, body, call)
    const authCall = isAuthCall(registry.routes[name].pattern)
    if (status === 401 && authCall) {
      const message = body.message || t('api.errors.unauthorized')
      return new ApiError(401, body.errorCode, message, {}, body.requestId)
    }
    if (!call.silent && !authCall) notify(body)
    const fields = firstMessages(body.errors)
    return new ApiError(status, body.errorCode, body.message, fields, body.requestId)
  }
  if (error instanceof TuyauNetworkError) {
    if ((error.cause as Error | undefined)?.name === 'AbortError') return error.cause
    const networkError = new ApiError(0, 'UNKNOWN_ERROR', t('api.errors.network'))
    if (!call.silent) {
      toast({
        title: t('api.toasts.error'),
        description: networkError.message,
        variant: 'destructive',
      })
    }
    return networkError
  }
  return error
}

/**
 * Calls the app's JSON API by route name. Resolves with the typed answer (nothing for 204), or
 * rejects with an ApiError carrying the spec's error code and the first message per field.
 */
export async function api<Name extends RouteName>(
  name: Name,
  ...[args]: {} extends ApiArgs<Name> ? [args?: ApiArgs<Name>] : [args: ApiArgs<Name>]
): Promise<ApiAnswer<Name>> {
  const { silent, background, retries, ...request } = (args ?? {}) as ApiArgs<Name>
  const call = newCallState({ silent, background, retries })
  try {
    const answer = await client.request(name, { ...request, context: { call } } as never)
    return (answer === '' ? undefined : answer) as ApiAnswer<Name>
  } catch (error) {
    throw failure(error, call, name)
  }
}
