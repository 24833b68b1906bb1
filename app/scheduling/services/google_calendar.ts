import { DateTime } from 'luxon'
import encryption from '@adonisjs/core/services/encryption'
import logger from '@adonisjs/core/services/logger'
import type { calendar_v3, MethodOptions } from '@googleapis/calendar'
import env from '#start/env'
import { googleCalendarSettings } from '#config/ally'
import type CalendarConnection from '#scheduling/models/calendar_connection'

/**
 * Talking to Google Calendar for one connected user, through Google's own
 * client (@googleapis/calendar and its OAuth2 client): tokens stored
 * encrypted, refreshed when expired (or refused with a 401), every call
 * bounded by a short timeout so an outage never holds a page or a booking.
 */

const GOOGLE_ENDPOINTS = {
  api: 'https://www.googleapis.com/',
  token: 'https://oauth2.googleapis.com/token',
  revoke: 'https://oauth2.googleapis.com/revoke',
}

function configuredUrl(name: 'GOOGLE_CALENDAR_API_URL' | 'GOOGLE_CALENDAR_REVOKE_URL') {
  const value = env.get(name)?.trim()
  return value ? value : undefined
}

/**
 * Where the calendar calls go and how long they may take. The URLs default
 * to Google's; tests point them (and the ally driver's) at a local fake.
 * Exported so that a test can move them to another port or shorten the timeout.
 */
export const googleCalendarApi = {
  apiUrl: configuredUrl('GOOGLE_CALENDAR_API_URL') ?? GOOGLE_ENDPOINTS.api,
  revokeUrl: configuredUrl('GOOGLE_CALENDAR_REVOKE_URL') ?? GOOGLE_ENDPOINTS.revoke,
  timeoutMs: env.get('GOOGLE_CALENDAR_TIMEOUT_MS') ?? 3000,
}

/** The token endpoint: the one the ally driver exchanges the code at. */
function tokenUrl() {
  return googleCalendarSettings.accessTokenUrl ?? GOOGLE_ENDPOINTS.token
}

/** Google refused our tokens (revoked, expired refresh token): only a new consent helps. */
export class CalendarAuthError extends Error {}

/** An earlier refusal stands: no call is made until the user connects again. */
export class CalendarNeedsReconnectError extends CalendarAuthError {}

/** Google did not answer in time. */
export class CalendarTimeoutError extends Error {}

/** Tokens are encrypted with the app key and bound to this use. */
const TOKEN_PURPOSE = 'google_calendar_token'

export function sealToken(token: string) {
  return encryption.encrypt(token, undefined, TOKEN_PURPOSE)
}

export function openToken(sealed: string | null): string | null {
  if (!sealed) return null
  return encryption.decrypt<string>(sealed, TOKEN_PURPOSE)
}

/** The HTTP status of a failed Google call (gaxios error), or null. */
export function statusOf(error: unknown): number | null {
  const response = (error as { response?: { status?: unknown } } | null)?.response
  return typeof response?.status === 'number' ? response.status : null
}

/** Runs `work` with an abort signal that fires after the timeout; rejects then at the latest. */
export async function withTimeout<T>(
  what: string,
  work: (signal: AbortSignal) => Promise<T>,
  timeoutMs = googleCalendarApi.timeoutMs
): Promise<T> {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new CalendarTimeoutError(`${what}: no answer within ${timeoutMs} ms`))
    }, timeoutMs)
  })
  try {
    return await Promise.race([work(controller.signal), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Google's client, loaded on first use: about 10 MB that a web process whose
 * mentors connected no calendar need not hold.
 */
let googleApis: Promise<typeof import('@googleapis/calendar')> | undefined
function googleClient() {
  googleApis ??= import('@googleapis/calendar')
  return googleApis
}

async function oauthClient() {
  const { auth } = await googleClient()
  const client = new auth.OAuth2({
    clientId: googleCalendarSettings.clientId,
    clientSecret: googleCalendarSettings.clientSecret,
    endpoints: { oauth2TokenUrl: tokenUrl(), oauth2RevokeUrl: googleCalendarApi.revokeUrl },
  })
  // The client retries token and revoke calls with back-off; here an outage
  // must answer at once, so every request is tried once, with the timeout.
  client.transporter.interceptors.request.add({
    resolved: async (config) => {
      config.retry = false
      delete config.retryConfig
      config.timeout = googleCalendarApi.timeoutMs
      return config
    },
  })
  return client
}

/**
 * A new access token from the refresh token, stored on the connection.
 * Google's refusal (4xx, e.g. invalid_grant) is a CalendarAuthError; a
 * timeout or 5xx stays an outage.
 */
async function refreshAccessToken(connection: CalendarConnection): Promise<string> {
  const refreshToken = openToken(connection.refreshToken)
  if (!refreshToken) throw new CalendarAuthError('no usable refresh token')
  const client = await oauthClient()
  client.setCredentials({ refresh_token: refreshToken })
  try {
    await withTimeout('token refresh', () => client.getAccessToken())
  } catch (error) {
    const status = statusOf(error)
    if (status !== null && status >= 400 && status < 500) {
      throw new CalendarAuthError(`token refresh refused (${status})`)
    }
    throw error
  }
  const credentials = client.credentials
  if (!credentials.access_token) throw new CalendarAuthError('token refresh gave no access token')
  connection.accessToken = sealToken(credentials.access_token)
  if (credentials.refresh_token && credentials.refresh_token !== refreshToken) {
    connection.refreshToken = sealToken(credentials.refresh_token)
  }
  connection.expiresAt = credentials.expiry_date
    ? DateTime.fromMillis(credentials.expiry_date)
    : null
  await connection.save()
  return credentials.access_token
}

/** An access token this close to its expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000

function expiring(connection: CalendarConnection) {
  return !!connection.expiresAt && connection.expiresAt.toMillis() - Date.now() < EXPIRY_MARGIN_MS
}

export type CalendarCall<T> = (api: calendar_v3.Calendar, options: MethodOptions) => Promise<T>

/**
 * Runs calls against the user's Google Calendar: refreshes an expired access
 * token first, and once more when Google answers 401. Each attempt is
 * bounded by the timeout and not retried (an outage must answer quickly).
 */
export async function withGoogleCalendar<T>(
  connection: CalendarConnection,
  call: CalendarCall<T>
): Promise<T> {
  if (errorKindOf(connection) === 'reconnect') {
    throw new CalendarNeedsReconnectError('the connection needs a new consent')
  }
  let accessToken = expiring(connection) ? null : openToken(connection.accessToken)
  accessToken ??= await refreshAccessToken(connection)

  const { calendar } = await googleClient()
  const attempt = async (token: string) => {
    const client = await oauthClient()
    // No refresh token here: the client must not refresh by itself.
    client.setCredentials({ access_token: token })
    const api = calendar({ version: 'v3', auth: client, rootUrl: googleCalendarApi.apiUrl })
    return withTimeout('calendar call', (signal) =>
      call(api, { timeout: googleCalendarApi.timeoutMs, retry: false, signal })
    )
  }

  try {
    return await attempt(accessToken)
  } catch (error) {
    if (statusOf(error) !== 401) throw error
    return attempt(await refreshAccessToken(connection))
  }
}

/**
 * Revokes the grant at Google (the refresh token revokes the whole grant).
 * Returns whether Google confirmed; never throws.
 */
export async function revokeGoogleGrant(connection: CalendarConnection): Promise<boolean> {
  const token = openToken(connection.refreshToken) ?? openToken(connection.accessToken)
  if (!token) return false
  try {
    const client = await oauthClient()
    await withTimeout('token revoke', () => client.revokeToken(token))
    return true
  } catch (error) {
    logger.warn(
      { err: error, userId: connection.userId },
      'google calendar: revoking the token failed'
    )
    return false
  }
}

/** Why the last call failed: the page tells a reconnect apart from an outage. */
export type CalendarErrorKind = 'reconnect' | 'unavailable'

export function errorKindOf(connection: Pick<CalendarConnection, 'lastError'>) {
  if (!connection.lastError) return null
  return connection.lastError.startsWith('reconnect') ? 'reconnect' : 'unavailable'
}

/** Records the failure on the connection (the settings page shows it); never throws. */
export async function recordCalendarFailure(
  connection: CalendarConnection,
  error: unknown,
  what: string
) {
  // Already recorded when Google first refused.
  if (error instanceof CalendarNeedsReconnectError) return
  const kind: CalendarErrorKind = error instanceof CalendarAuthError ? 'reconnect' : 'unavailable'
  const status = statusOf(error)
  const detail = error instanceof Error ? error.message : String(error)
  logger.warn({ err: error, userId: connection.userId, status }, `google calendar: ${what} failed`)
  try {
    connection.lastError = `${kind}: ${what}: ${status ? `HTTP ${status} ` : ''}${detail}`.slice(
      0,
      500
    )
    connection.lastErrorAt = DateTime.now()
    await connection.save()
  } catch (saveError) {
    logger.error({ err: saveError }, 'google calendar: cannot record the failure')
  }
}

/** A call worked: the connection is healthy again. Never throws. */
export async function recordCalendarSuccess(connection: CalendarConnection) {
  if (!connection.lastError && !connection.lastErrorAt) return
  try {
    connection.lastError = null
    connection.lastErrorAt = null
    await connection.save()
  } catch (error) {
    logger.error({ err: error }, 'google calendar: cannot clear the failure')
  }
}
