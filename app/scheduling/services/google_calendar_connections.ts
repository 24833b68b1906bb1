import { DateTime } from 'luxon'
import type { GoogleToken } from '@adonisjs/ally/types'
import CalendarConnection from '#scheduling/models/calendar_connection'
import { forgetCalendarBusy } from '#scheduling/services/calendar_sync'
import {
  errorKindOf,
  openToken,
  revokeGoogleGrant,
  sealToken,
} from '#scheduling/services/google_calendar'

/** The scopes the integration cannot work without (free/busy and events). */
export const REQUIRED_CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.readonly',
]

/** The scopes Google granted, from the token answer (space separated). */
export function grantedScopesOf(token: GoogleToken): string[] {
  const scope = (token as { scope?: unknown }).scope
  if (typeof scope === 'string') return scope.split(/\s+/).filter(Boolean)
  return Array.isArray(token.grantedScopes) ? token.grantedScopes : []
}

/** Whether the user granted every calendar scope (Google lets them untick some). */
export function grantsCalendarAccess(scopes: string[]) {
  return REQUIRED_CALENDAR_SCOPES.every((scope) => scopes.includes(scope))
}

/**
 * Stores (or replaces) the user's Google Calendar connection after consent.
 * Tokens are kept encrypted; a reconnect without a new refresh token keeps
 * the one already held.
 */
export async function saveGoogleConnection(
  userId: number,
  token: GoogleToken,
  accountEmail: string | null
) {
  const existing = await CalendarConnection.findBy('userId', userId)
  const refreshToken = token.refreshToken
    ? sealToken(token.refreshToken)
    : existing && openToken(existing.refreshToken)
      ? existing.refreshToken
      : null
  const connection = existing ?? new CalendarConnection()
  connection.merge({
    userId,
    provider: 'google',
    accountEmail: accountEmail?.slice(0, 254) ?? null,
    accessToken: sealToken(token.token),
    refreshToken,
    expiresAt: token.expiresAt ? DateTime.fromJSDate(token.expiresAt) : null,
    calendarId: 'primary',
    scopes: grantedScopesOf(token).join(' ').slice(0, 500) || null,
    connectedAt: DateTime.now(),
    lastError: null,
    lastErrorAt: null,
  })
  await connection.save()
  forgetCalendarBusy(userId)
  return connection
}

/**
 * Disconnects: revokes the grant at Google, then deletes the tokens, even
 * when Google cannot be reached (the grant then lapses unused).
 */
export async function disconnectGoogleCalendar(userId: number) {
  const connection = await CalendarConnection.findBy('userId', userId)
  if (!connection) return { disconnected: false, revoked: false }
  const revoked = await revokeGoogleGrant(connection)
  await connection.delete()
  forgetCalendarBusy(userId)
  return { disconnected: true, revoked }
}

/** What the settings page shows of a connection (never a token). */
export type CalendarConnectionView = {
  provider: 'google'
  accountEmail: string | null
  connectedAt: string
  /** connected: working; reconnect: Google refused our tokens; unavailable: the last call failed. */
  state: 'connected' | 'reconnect' | 'unavailable'
  lastErrorAt: string | null
}

export async function calendarConnectionView(
  userId: number
): Promise<CalendarConnectionView | null> {
  const connection = await CalendarConnection.findBy('userId', userId)
  if (!connection) return null
  return {
    provider: 'google',
    accountEmail: connection.accountEmail,
    connectedAt: connection.connectedAt.toUTC().toISO()!,
    state: errorKindOf(connection) ?? 'connected',
    lastErrorAt: connection.lastErrorAt?.toUTC().toISO() ?? null,
  }
}
