import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import env from '#start/env'
import { googleCalendarSettings } from '#config/ally'
import { googleCalendarApi } from '#scheduling/services/google_calendar'

/** A Google account as the consent screen and the Calendar API know it. */
export type FakeGoogleAccount = { sub: string; email: string; name?: string }

export type CalendarRequest = {
  method: string
  path: string
  query: Record<string, string>
  form: Record<string, string>
  json: any
  authorization: string | null
}

export type FakeEvent = Record<string, any> & { id: string; calendarId: string }

type Grant = { account: FakeGoogleAccount; scope: string }
type AccessToken = Grant & { expired: boolean }

const CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.readonly',
]

function token(prefix: string) {
  return `${prefix}_${randomBytes(18).toString('base64url')}`
}

/** A Meet code like Google's: abc-defg-hij. */
function meetCode() {
  const letters = Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26)))
  return `${letters.slice(0, 3).join('')}-${letters.slice(3, 7).join('')}-${letters.slice(7).join('')}`
}

/** Google's error document for the Calendar API. */
function apiError(code: number, status: string, message: string) {
  return {
    error: { code, message, status, errors: [{ message, domain: 'global', reason: status }] },
  }
}

/**
 * A small local Google for the calendar integration, speaking the JSON of
 * Google's OAuth endpoints and Calendar API v3, so the tests run ally's real
 * driver and Google's own client (@googleapis/calendar) end to end:
 *
 * - GET  /oauth/authorize: checks client, redirect URI, scopes, offline
 *   access and state; answers like the consent screen (302 back with code);
 * - POST /oauth/token: authorization_code and refresh_token grants;
 * - GET  /oauth/userinfo: the account (Bearer token);
 * - POST /oauth/revoke?token=: revokes the grant of a refresh or access token;
 * - GET  /calendar/v3/users/me/calendarList;
 * - POST /calendar/v3/freeBusy;
 * - POST /calendar/v3/calendars/:cal/events (conferenceDataVersion=1 makes a
 *   Meet link), GET/PUT/PATCH/DELETE /calendar/v3/calendars/:cal/events/:id.
 *
 * Switches: `outage` ('error': 500 from everything; 'hang': no answer),
 * `expireAccessTokens()` (API answers 401 until refreshed), `refuseRefresh`
 * (invalid_grant). It listens on the port of GOOGLE_CALENDAR_API_URL
 * (.env.test) or, when taken, on a free one it points the app at until stop().
 */
export class FakeGoogleCalendar {
  requests: CalendarRequest[] = []
  outage: null | 'error' | 'hang' = null
  refuseRefresh = false
  /** Busy periods of each account's primary calendar (ISO start/end). */
  busy = new Map<string, { start: string; end: string }[]>()
  /** Extra owned calendars per account, with their busy periods. */
  calendars = new Map<string, { id: string; busy: { start: string; end: string }[] }[]>()
  events = new Map<string, FakeEvent>()
  deletedEvents = new Set<string>()

  #server?: Server
  #port = 0
  #next: Array<{ account: FakeGoogleAccount; scope?: string } | { deny: true }> = []
  #codes = new Map<string, Grant & { redirectUri: string }>()
  #accessTokens = new Map<string, AccessToken>()
  #refreshTokens = new Map<string, Grant>()
  #hanging = new Set<ServerResponse>()
  #saved?: { settings: Record<string, string | undefined>; api: Record<string, string> }

  static configuredPort() {
    const url = env.get('GOOGLE_CALENDAR_API_URL')
    if (!url) throw new Error('GOOGLE_CALENDAR_API_URL is not set: .env.test points it at the fake')
    return Number(new URL(url).port)
  }

  get port() {
    return this.#port
  }

  get base() {
    return `http://127.0.0.1:${this.#port}`
  }

  async start(port = FakeGoogleCalendar.configuredPort()) {
    try {
      await this.#listen(port)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
      await this.#listen(0)
    }
    this.#pointAppHere()
    return this
  }

  async stop() {
    this.#restoreApp()
    this.#releaseHanging()
    if (!this.#server) return
    const server = this.#server
    this.#server = undefined
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  reset() {
    this.requests = []
    this.outage = null
    this.refuseRefresh = false
    this.busy.clear()
    this.calendars.clear()
    this.events.clear()
    this.deletedEvents.clear()
    this.#next = []
    this.#codes.clear()
    this.#accessTokens.clear()
    this.#refreshTokens.clear()
    this.#releaseHanging()
  }

  /** The next consent is given by this account (with all scopes, or only `scope`). */
  approveAs(account: FakeGoogleAccount, options: { scope?: string } = {}) {
    this.#next.push({ account, scope: options.scope })
    return this
  }

  denyNext() {
    this.#next.push({ deny: true })
    return this
  }

  /** Tokens as a connection made directly in the database would hold them. */
  issueTokens(account: FakeGoogleAccount) {
    const grant = { account, scope: ['openid', 'email', ...CALENDAR_SCOPES].join(' ') }
    const accessToken = token('cal_at')
    const refreshToken = token('cal_rt')
    this.#accessTokens.set(accessToken, { ...grant, expired: false })
    this.#refreshTokens.set(refreshToken, grant)
    return { accessToken, refreshToken }
  }

  /** Every access token issued so far is now expired (the API answers 401). */
  expireAccessTokens() {
    for (const value of this.#accessTokens.values()) value.expired = true
  }

  isRevoked(refreshToken: string) {
    return !this.#refreshTokens.has(refreshToken)
  }

  to(path: string, method?: string) {
    return this.requests.filter(
      (request) => request.path === path && (!method || request.method === method)
    )
  }

  eventsOf(email: string) {
    return [...this.events.values()].filter((event) => event.organizer?.email === email)
  }

  async #listen(port: number) {
    const server = createServer((req, res) => {
      this.#handle(req, res).catch((error) => {
        this.#json(res, 500, apiError(500, 'INTERNAL', String(error)))
      })
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
    this.#server = server
    this.#port = (server.address() as AddressInfo).port
  }

  #pointAppHere() {
    if (this.#port === FakeGoogleCalendar.configuredPort()) return
    this.#saved = {
      settings: {
        authorizeUrl: googleCalendarSettings.authorizeUrl,
        accessTokenUrl: googleCalendarSettings.accessTokenUrl,
        userInfoUrl: googleCalendarSettings.userInfoUrl,
      },
      api: { apiUrl: googleCalendarApi.apiUrl, revokeUrl: googleCalendarApi.revokeUrl },
    }
    googleCalendarSettings.authorizeUrl = `${this.base}/oauth/authorize`
    googleCalendarSettings.accessTokenUrl = `${this.base}/oauth/token`
    googleCalendarSettings.userInfoUrl = `${this.base}/oauth/userinfo`
    googleCalendarApi.apiUrl = `${this.base}/`
    googleCalendarApi.revokeUrl = `${this.base}/oauth/revoke`
  }

  #restoreApp() {
    if (!this.#saved) return
    Object.assign(googleCalendarSettings, this.#saved.settings)
    Object.assign(googleCalendarApi, this.#saved.api)
    this.#saved = undefined
  }

  #releaseHanging() {
    for (const res of this.#hanging) res.destroy()
    this.#hanging.clear()
  }

  async #handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.base)
    const body = await new Promise<string>((resolve) => {
      let data = ''
      req.setEncoding('utf8')
      req.on('data', (chunk: string) => (data += chunk))
      req.on('end', () => resolve(data))
    })
    const type = req.headers['content-type'] ?? ''
    const request: CalendarRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      form: type.includes('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(body))
        : {},
      json: type.includes('application/json') && body ? JSON.parse(body) : null,
      authorization: req.headers.authorization ?? null,
    }
    this.requests.push(request)

    if (this.outage === 'hang' && url.pathname !== '/oauth/authorize') {
      this.#hanging.add(res)
      return
    }
    if (this.outage === 'error' && url.pathname !== '/oauth/authorize') {
      return this.#json(res, 500, apiError(500, 'INTERNAL', 'Backend Error'))
    }

    const route = `${request.method} ${url.pathname}`
    if (route === 'GET /oauth/authorize') return this.#authorize(url, res)
    if (route === 'POST /oauth/token') return this.#token(request.form, res)
    if (route === 'GET /oauth/userinfo') return this.#userInfo(request, res)
    if (route === 'POST /oauth/revoke') return this.#revoke(request, res)

    const grant = this.#authorized(request)
    if (!grant) {
      return this.#json(
        res,
        401,
        apiError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.')
      )
    }
    if (route === 'GET /calendar/v3/users/me/calendarList') return this.#calendarList(grant, res)
    if (route === 'POST /calendar/v3/freeBusy') return this.#freeBusy(grant, request.json, res)

    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(url.pathname)
    if (match) {
      const calendarId = decodeURIComponent(match[1])
      const eventId = match[2] ? decodeURIComponent(match[2]) : null
      return this.#eventsRoute(grant, request, calendarId, eventId, res)
    }
    return this.#json(res, 404, apiError(404, 'NOT_FOUND', 'Not Found'))
  }

  #authorize(url: URL, res: ServerResponse) {
    const query = url.searchParams
    const scopes = (query.get('scope') ?? '').split(' ')
    const problems = [
      query.get('client_id') !== googleCalendarSettings.clientId && 'unknown client_id',
      query.get('redirect_uri') !== googleCalendarSettings.callbackUrl &&
        'redirect_uri is not registered',
      query.get('response_type') !== 'code' && 'response_type must be code',
      query.get('access_type') !== 'offline' && 'access_type must be offline',
      !CALENDAR_SCOPES.every((scope) => scopes.includes(scope)) && 'calendar scopes missing',
      !query.get('state') && 'state is missing',
    ].filter(Boolean)
    if (problems.length) return this.#json(res, 400, { error: 'invalid_request', problems })

    const decision = this.#next.shift()
    if (!decision)
      return this.#json(res, 400, { error: 'no_user', problems: ['approveAs() first'] })
    const back = new URL(query.get('redirect_uri')!)
    if ('deny' in decision) {
      back.searchParams.set('error', 'access_denied')
    } else {
      const code = token('cal_code')
      const scope = decision.scope ?? query.get('scope')!
      this.#codes.set(code, { account: decision.account, scope, redirectUri: back.toString() })
      back.searchParams.set('code', code)
      back.searchParams.set('scope', scope)
    }
    back.searchParams.set('state', query.get('state')!)
    res.writeHead(302, { Location: back.toString() })
    res.end()
  }

  #token(form: Record<string, string>, res: ServerResponse) {
    if (
      form.client_id !== googleCalendarSettings.clientId ||
      form.client_secret !== googleCalendarSettings.clientSecret
    ) {
      return this.#json(res, 401, { error: 'invalid_client' })
    }
    if (form.grant_type === 'authorization_code') {
      const grant = this.#codes.get(form.code ?? '')
      this.#codes.delete(form.code ?? '')
      if (!grant || grant.redirectUri.split('?')[0] !== form.redirect_uri) {
        return this.#json(res, 400, { error: 'invalid_grant' })
      }
      const accessToken = token('cal_at')
      const refreshToken = token('cal_rt')
      this.#accessTokens.set(accessToken, { ...grant, expired: false })
      this.#refreshTokens.set(refreshToken, grant)
      return this.#json(res, 200, {
        access_token: accessToken,
        refresh_token: refreshToken,
        expires_in: 3599,
        scope: grant.scope,
        token_type: 'Bearer',
        id_token: `fake.${Buffer.from(JSON.stringify(grant.account)).toString('base64url')}.sig`,
      })
    }
    if (form.grant_type === 'refresh_token') {
      const grant = this.#refreshTokens.get(form.refresh_token ?? '')
      if (!grant || this.refuseRefresh) {
        return this.#json(res, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        })
      }
      const accessToken = token('cal_at')
      this.#accessTokens.set(accessToken, { ...grant, expired: false })
      return this.#json(res, 200, {
        access_token: accessToken,
        expires_in: 3599,
        scope: grant.scope,
        token_type: 'Bearer',
      })
    }
    return this.#json(res, 400, { error: 'unsupported_grant_type' })
  }

  #authorized(request: CalendarRequest) {
    const match = /^Bearer (.+)$/.exec(request.authorization ?? '')
    const grant = match ? this.#accessTokens.get(match[1]) : undefined
    return grant && !grant.expired ? grant : null
  }

  #userInfo(request: CalendarRequest, res: ServerResponse) {
    const grant = this.#authorized(request)
    if (!grant) return this.#json(res, 401, { error: 'invalid_token' })
    return this.#json(res, 200, {
      sub: grant.account.sub,
      email: grant.account.email,
      email_verified: true,
      name: grant.account.name ?? 'Calendar Owner',
    })
  }

  /** Revoking either token ends the whole grant, as at Google. */
  #revoke(request: CalendarRequest, res: ServerResponse) {
    const value = request.query.token ?? request.form.token ?? ''
    const grant = this.#refreshTokens.get(value) ?? this.#accessTokens.get(value)
    if (!grant) return this.#json(res, 400, { error: 'invalid_token' })
    for (const [key, other] of this.#refreshTokens) {
      if (other.account.sub === grant.account.sub) this.#refreshTokens.delete(key)
    }
    for (const [key, other] of this.#accessTokens) {
      if (other.account.sub === grant.account.sub) this.#accessTokens.delete(key)
    }
    return this.#json(res, 200, {})
  }

  #calendarList(grant: Grant, res: ServerResponse) {
    const email = grant.account.email
    const items = [
      { id: email, summary: email, primary: true, selected: true, accessRole: 'owner' },
      ...(this.calendars.get(email) ?? []).map((calendar) => ({
        id: calendar.id,
        summary: calendar.id,
        selected: true,
        accessRole: 'owner',
      })),
    ]
    return this.#json(res, 200, { kind: 'calendar#calendarList', items })
  }

  #freeBusy(grant: Grant, body: any, res: ServerResponse) {
    const email = grant.account.email
    const min = Date.parse(body?.timeMin)
    const max = Date.parse(body?.timeMax)
    if (Number.isNaN(min) || Number.isNaN(max)) {
      return this.#json(res, 400, apiError(400, 'INVALID_ARGUMENT', 'Bad Request'))
    }
    const within = (periods: { start: string; end: string }[]) =>
      periods
        .filter((period) => Date.parse(period.start) < max && Date.parse(period.end) > min)
        .map((period) => ({
          start: new Date(Math.max(Date.parse(period.start), min)).toISOString(),
          end: new Date(Math.min(Date.parse(period.end), max)).toISOString(),
        }))
    const calendars: Record<string, unknown> = {}
    for (const { id } of body?.items ?? []) {
      if (id === 'primary' || id === email) {
        // Our own events count as busy, as they do at Google.
        const events = this.eventsOf(email).map((event) => ({
          start: event.start.dateTime,
          end: event.end.dateTime,
        }))
        calendars[id] = { busy: within([...(this.busy.get(email) ?? []), ...events]) }
        continue
      }
      const other = (this.calendars.get(email) ?? []).find((calendar) => calendar.id === id)
      calendars[id] = other
        ? { busy: within(other.busy) }
        : { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] }
    }
    return this.#json(res, 200, {
      kind: 'calendar#freeBusy',
      timeMin: body.timeMin,
      timeMax: body.timeMax,
      calendars,
    })
  }

  #eventsRoute(
    grant: Grant,
    request: CalendarRequest,
    calendarId: string,
    eventId: string | null,
    res: ServerResponse
  ) {
    const email = grant.account.email
    if (calendarId !== 'primary' && calendarId !== email) {
      return this.#json(res, 404, apiError(404, 'NOT_FOUND', 'Not Found'))
    }
    if (!eventId && request.method === 'POST') {
      const id = randomBytes(13).toString('hex')
      const event: FakeEvent = {
        kind: 'calendar#event',
        id,
        calendarId: email,
        status: 'confirmed',
        htmlLink: `https://www.google.com/calendar/event?eid=${id}`,
        organizer: { email, self: true },
        creator: { email, self: true },
        ...request.json,
      }
      const createRequest = request.json?.conferenceData?.createRequest
      if (createRequest) {
        if (request.query.conferenceDataVersion !== '1') {
          // Google ignores conferenceData without conferenceDataVersion=1.
          delete event.conferenceData
        } else {
          const code = meetCode()
          const uri = `https://meet.google.com/${code}`
          event.hangoutLink = uri
          event.conferenceData = {
            createRequest: { ...createRequest, status: { statusCode: 'success' } },
            entryPoints: [{ entryPointType: 'video', uri, label: uri.replace('https://', '') }],
            conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
            conferenceId: code,
          }
        }
      }
      this.events.set(id, event)
      return this.#json(res, 200, event)
    }
    if (!eventId) return this.#json(res, 405, apiError(405, 'METHOD_NOT_ALLOWED', 'Not allowed'))

    const existing = this.events.get(eventId)
    if (!existing) {
      if (this.deletedEvents.has(eventId)) {
        return this.#json(res, 410, apiError(410, 'GONE', 'Resource has been deleted'))
      }
      return this.#json(res, 404, apiError(404, 'NOT_FOUND', 'Not Found'))
    }
    if (request.method === 'GET') return this.#json(res, 200, existing)
    if (request.method === 'DELETE') {
      this.events.delete(eventId)
      this.deletedEvents.add(eventId)
      res.writeHead(204)
      return res.end()
    }
    if (request.method === 'PATCH' || request.method === 'PUT') {
      // The conference is kept as created (a new one needs a createRequest on insert).
      const changes = { ...request.json }
      delete changes.conferenceData
      const updated: FakeEvent =
        request.method === 'PATCH'
          ? { ...existing, ...changes }
          : {
              ...changes,
              id: existing.id,
              calendarId: existing.calendarId,
              organizer: existing.organizer,
              conferenceData: existing.conferenceData,
              hangoutLink: existing.hangoutLink,
            }
      updated.sequence = (existing.sequence ?? 0) + 1
      this.events.set(eventId, updated)
      return this.#json(res, 200, updated)
    }
    return this.#json(res, 405, apiError(405, 'METHOD_NOT_ALLOWED', 'Not allowed'))
  }

  #json(res: ServerResponse, status: number, body: unknown) {
    if (res.headersSent) return res.end()
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify(body))
  }
}

/** A Google account for a test (unique e-mail). */
export function googleAccount(name = 'Marta Verdi'): FakeGoogleAccount {
  const sub = `1${Array.from(randomBytes(20), (byte) => byte % 10).join('')}`
  return { sub, email: `calendar.${sub}@gmail.example`, name }
}
