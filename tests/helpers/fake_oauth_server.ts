import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import env from '#start/env'
import { googleSettings, linkedinSettings } from '#config/ally'

export type FakeProvider = 'google' | 'linkedin'

/**
 * The user-info document exactly as the provider returns it:
 * - Google (https://www.googleapis.com/oauth2/v3/userinfo): sub, name,
 *   given_name, family_name, picture, email, email_verified, locale;
 * - LinkedIn OpenID Connect (https://api.linkedin.com/v2/userinfo): sub,
 *   email_verified, name, locale { country, language }, given_name,
 *   family_name, email, picture.
 */
export type ProviderUserInfo = Record<string, unknown> & { sub: string }

export type RecordedRequest = {
  provider: FakeProvider
  endpoint: 'authorize' | 'token' | 'userinfo'
  method: string
  query: Record<string, string>
  form: Record<string, string>
  authorization: string | null
}

type Grant = { provider: FakeProvider; userInfo: ProviderUserInfo; redirectUri: string }

/** What each provider answers when the user cancels on its consent screen. */
const DENIAL_ERRORS: Record<FakeProvider, string> = {
  google: 'access_denied',
  linkedin: 'user_cancelled_login',
}

const SETTINGS = { google: googleSettings, linkedin: linkedinSettings }

function token(prefix: string) {
  return `${prefix}_${randomBytes(18).toString('base64url')}`
}

/** An id_token shaped like the real one (header.payload.signature); ally does not verify it. */
function fakeIdToken(provider: FakeProvider, userInfo: ProviderUserInfo, clientId: string) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  return [
    part({ alg: 'RS256', kid: 'fake', typ: 'JWT' }),
    part({
      iss: provider === 'google' ? 'https://accounts.google.com' : 'https://www.linkedin.com/oauth',
      aud: clientId,
      iat: now,
      exp: now + 3600,
      ...userInfo,
    }),
    randomBytes(32).toString('base64url'),
  ].join('.')
}

/**
 * A small OAuth 2.0 / OpenID Connect server on loopback playing Google and
 * LinkedIn, so that the sign-in tests run ally's real drivers end to end:
 *
 * - GET  /{provider}/authorize: checks client_id, redirect_uri,
 *   response_type and scopes, then answers like the provider's consent
 *   screen would: a 302 back to redirect_uri with `code` and `state` (or
 *   the provider's "cancelled" error);
 * - POST /{provider}/token: form-encoded authorization_code grant; checks
 *   the client credentials, the single-use code and the redirect_uri;
 *   answers the provider's JSON (access_token, expires_in, scope,
 *   token_type, id_token);
 * - GET  /{provider}/userinfo: needs `Authorization: Bearer <access_token>`
 *   and answers the user-info document given to `approveAs`.
 *
 * It listens on the port of the configured endpoint URLs (.env.test). When
 * that port is taken (another test run on this machine), it takes a free one
 * and points the drivers' settings at it until `stop()`.
 */
export class FakeOAuthServer {
  requests: RecordedRequest[] = []
  #server?: Server
  #port = 0
  #next: Record<FakeProvider, Array<{ userInfo: ProviderUserInfo } | { deny: true }>> = {
    google: [],
    linkedin: [],
  }
  #codes = new Map<string, Grant>()
  #accessTokens = new Map<string, Grant>()
  #savedSettings?: Array<[FakeProvider, Record<string, string | undefined>]>

  /** The port of the configured Google authorize URL (see .env.test). */
  static configuredPort() {
    const url = env.get('GOOGLE_AUTHORIZE_URL') ?? googleSettings.authorizeUrl
    if (!url) throw new Error('GOOGLE_AUTHORIZE_URL is not set: .env.test points it at the fake')
    return Number(new URL(url).port)
  }

  get port() {
    return this.#port
  }

  url(provider: FakeProvider, endpoint: 'authorize' | 'token' | 'userinfo') {
    return `http://127.0.0.1:${this.#port}/${provider}/${endpoint}`
  }

  async start(port = FakeOAuthServer.configuredPort()) {
    try {
      await this.#listen(port)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
      await this.#listen(0)
    }
    this.#pointDriversHere()
    return this
  }

  async stop() {
    this.#restoreDrivers()
    if (!this.#server) return
    const server = this.#server
    this.#server = undefined
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** Forget recorded requests, pending decisions and issued codes. */
  reset() {
    this.requests = []
    this.#next = { google: [], linkedin: [] }
    this.#codes.clear()
    this.#accessTokens.clear()
  }

  /** The next authorization at `provider` is granted as this user. */
  approveAs(provider: FakeProvider, userInfo: ProviderUserInfo) {
    this.#next[provider].push({ userInfo })
    return this
  }

  /** The next authorization at `provider` is cancelled by the user. */
  denyNext(provider: FakeProvider) {
    this.#next[provider].push({ deny: true })
    return this
  }

  requestsTo(provider: FakeProvider, endpoint: RecordedRequest['endpoint']) {
    return this.requests.filter((r) => r.provider === provider && r.endpoint === endpoint)
  }

  async #listen(port: number) {
    const server = createServer((req, res) => {
      this.#handle(req, res).catch((error) => {
        this.#json(res, 500, { error: 'server_error', error_description: String(error) })
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

  /** Only when the configured port was taken: the drivers must follow the server. */
  #pointDriversHere() {
    if (this.#port === FakeOAuthServer.configuredPort()) return
    this.#savedSettings = []
    for (const provider of ['google', 'linkedin'] as const) {
      const settings = SETTINGS[provider]
      this.#savedSettings.push([
        provider,
        {
          authorizeUrl: settings.authorizeUrl,
          accessTokenUrl: settings.accessTokenUrl,
          userInfoUrl: settings.userInfoUrl,
        },
      ])
      settings.authorizeUrl = this.url(provider, 'authorize')
      settings.accessTokenUrl = this.url(provider, 'token')
      settings.userInfoUrl = this.url(provider, 'userinfo')
    }
  }

  #restoreDrivers() {
    for (const [provider, saved] of this.#savedSettings ?? []) {
      Object.assign(SETTINGS[provider], saved)
    }
    this.#savedSettings = undefined
  }

  async #handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${this.#port}`)
    const [, provider, endpoint] = url.pathname.split('/') as [string, FakeProvider, string]
    if (!(provider in SETTINGS) || !['authorize', 'token', 'userinfo'].includes(endpoint)) {
      return this.#json(res, 404, { error: 'not_found' })
    }

    const body = await new Promise<string>((resolve) => {
      let data = ''
      req.setEncoding('utf8')
      req.on('data', (chunk: string) => (data += chunk))
      req.on('end', () => resolve(data))
    })
    const isForm = (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')
    const form = isForm ? Object.fromEntries(new URLSearchParams(body)) : {}
    const recorded: RecordedRequest = {
      provider,
      endpoint: endpoint as RecordedRequest['endpoint'],
      method: req.method ?? 'GET',
      query: Object.fromEntries(url.searchParams),
      form,
      authorization: req.headers.authorization ?? null,
    }
    this.requests.push(recorded)

    if (endpoint === 'authorize' && req.method === 'GET') return this.#authorize(provider, url, res)
    if (endpoint === 'token' && req.method === 'POST') return this.#token(provider, form, res)
    if (endpoint === 'userinfo' && req.method === 'GET') return this.#userInfo(recorded, res)
    return this.#json(res, 405, { error: 'method_not_allowed' })
  }

  #authorize(provider: FakeProvider, url: URL, res: ServerResponse) {
    const settings = SETTINGS[provider]
    const query = url.searchParams
    const redirectUri = query.get('redirect_uri') ?? ''
    const scopes = (query.get('scope') ?? '').split(' ')
    const problems = [
      query.get('client_id') !== settings.clientId && 'unknown client_id',
      redirectUri !== settings.callbackUrl && 'redirect_uri is not registered',
      query.get('response_type') !== 'code' && 'response_type must be code',
      !scopes.includes('openid') && 'the openid scope is missing',
      !query.get('state') && 'state is missing',
    ].filter(Boolean)
    if (problems.length) return this.#json(res, 400, { error: 'invalid_request', problems })

    const decision = this.#next[provider].shift()
    if (!decision) {
      return this.#json(res, 400, { error: 'no_user', problems: ['call approveAs() first'] })
    }

    const back = new URL(redirectUri)
    if ('deny' in decision) {
      back.searchParams.set('error', DENIAL_ERRORS[provider])
      back.searchParams.set('error_description', 'The user cancelled the authorization')
    } else {
      const code = token(`${provider}_code`)
      this.#codes.set(code, { provider, userInfo: decision.userInfo, redirectUri })
      back.searchParams.set('code', code)
      if (provider === 'google') back.searchParams.set('scope', query.get('scope') ?? '')
    }
    back.searchParams.set('state', query.get('state')!)
    res.writeHead(302, { Location: back.toString() })
    res.end()
  }

  #token(provider: FakeProvider, form: Record<string, string>, res: ServerResponse) {
    const settings = SETTINGS[provider]
    if (form.client_id !== settings.clientId || form.client_secret !== settings.clientSecret) {
      return this.#json(res, 401, { error: 'invalid_client' })
    }
    if (form.grant_type !== 'authorization_code') {
      return this.#json(res, 400, { error: 'unsupported_grant_type' })
    }
    const grant = this.#codes.get(form.code ?? '')
    // Codes work once, for the provider and redirect_uri they were issued to.
    this.#codes.delete(form.code ?? '')
    if (!grant || grant.provider !== provider || grant.redirectUri !== form.redirect_uri) {
      return this.#json(res, 400, { error: 'invalid_grant' })
    }
    const accessToken = token(`${provider}_at`)
    this.#accessTokens.set(accessToken, grant)
    return this.#json(res, 200, {
      access_token: accessToken,
      expires_in: provider === 'google' ? 3599 : 5183999,
      scope:
        provider === 'google'
          ? 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile'
          : 'email,openid,profile',
      token_type: 'Bearer',
      id_token: fakeIdToken(provider, grant.userInfo, settings.clientId),
    })
  }

  #userInfo(recorded: RecordedRequest, res: ServerResponse) {
    const match = /^Bearer (.+)$/.exec(recorded.authorization ?? '')
    const grant = match ? this.#accessTokens.get(match[1]) : undefined
    if (!grant || grant.provider !== recorded.provider) {
      return this.#json(res, 401, { error: 'invalid_token' })
    }
    return this.#json(res, 200, grant.userInfo)
  }

  #json(res: ServerResponse, status: number, body: unknown) {
    if (res.headersSent) return res.end()
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify(body))
  }
}

/** Google's user-info document for a person (email verified unless told otherwise). */
export function googleUserInfo(overrides: Partial<ProviderUserInfo> = {}): ProviderUserInfo {
  // Google's ids are 21-digit numbers, as strings.
  const sub = overrides.sub ?? `1${Array.from(randomBytes(20), (byte) => byte % 10).join('')}`
  return {
    sub,
    name: 'Giulia Rossi',
    given_name: 'Giulia',
    family_name: 'Rossi',
    picture: 'https://lh3.googleusercontent.com/a/fake-photo=s96-c',
    email: `giulia.${sub}@gmail.example`,
    email_verified: true,
    locale: 'it',
    ...overrides,
  }
}

/** LinkedIn's OpenID Connect user-info document for a person. */
export function linkedinUserInfo(overrides: Partial<ProviderUserInfo> = {}): ProviderUserInfo {
  const sub = overrides.sub ?? `li-${randomBytes(6).toString('hex')}`
  return {
    sub,
    email_verified: true,
    name: 'Marco Bianchi',
    locale: { country: 'IT', language: 'it' },
    given_name: 'Marco',
    family_name: 'Bianchi',
    email: `marco.${sub}@linkedin.example`,
    picture: 'https://media.licdn.com/dms/image/fake/profile-displayphoto',
    ...overrides,
  }
}
