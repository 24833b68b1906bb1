import { strict as assert } from 'node:assert'
import env from '#start/env'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'

type Locale = 'en' | 'it'

/** One answer of the app, read the way the tests need it. */
export class VisitorResponse {
  constructor(
    private response: Response,
    private content: string
  ) {}

  status() {
    return this.response.status
  }

  header(name: string) {
    return this.response.headers.get(name) ?? undefined
  }

  setCookies() {
    return this.response.headers.getSetCookie()
  }

  text() {
    return this.content
  }

  body() {
    return JSON.parse(this.content)
  }

  assertStatus(expected: number) {
    assert.equal(
      this.status(),
      expected,
      `expected status ${expected}, got ${this.status()}: ${this.content.slice(0, 300)}`
    )
  }

  assertHeader(name: string, expected: string) {
    assert.equal(this.header(name), expected)
  }
}

/**
 * One browser, talking to the test server over plain HTTP (no test-only
 * session helpers): it keeps the cookies the app sets exactly as a browser
 * does, answers CSRF checks the way Inertia does (X-XSRF-TOKEN from the
 * XSRF-TOKEN cookie) and follows no redirect on its own. Lets tests watch
 * session ids change, sessions end and remember-me tokens rotate.
 */
export class Visitor {
  /** Raw cookie values, as received. */
  cookies = new Map<string, string>()
  #base = `http://${env.get('HOST')}:${env.get('PORT')}`

  constructor(private locale: Locale = 'en') {}

  /** A browser that opened a page first (so it holds a session and the XSRF cookie). */
  static async opening(path: string, locale: Locale = 'en') {
    const visitor = new Visitor(locale)
    await visitor.get(path)
    return visitor
  }

  /** Another browser holding a copy of this one's cookies (a stolen or copied cookie jar). */
  copy() {
    const other = new Visitor(this.locale)
    other.cookies = new Map(this.cookies)
    return other
  }

  /** A cookie's value as a browser holds it. */
  cookie(name: string) {
    return this.cookies.get(name)
  }

  forget(name: string) {
    this.cookies.delete(name)
  }

  /**
   * The cookies an answer sets, taken as the browser takes them: also for an answer to a
   * call that was sent with an earlier copy of this browser's cookies (`copy()`).
   */
  takeCookiesOf(answer: VisitorResponse) {
    this.#absorb(answer.setCookies())
  }

  #absorb(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim())
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator)
      const value = pair.slice(separator + 1)
      const expired = attributes.some((attribute) => {
        const [key, attributeValue = ''] = attribute.split('=')
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0
        if (key.toLowerCase() === 'expires') return new Date(attributeValue).getTime() <= Date.now()
        return false
      })
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  async #send(method: string, path: string, headers: Record<string, string>, body?: unknown) {
    const response = await this.#fetch(method, path, headers, body)
    return new VisitorResponse(response, await response.text())
  }

  async #fetch(method: string, path: string, headers: Record<string, string>, body?: unknown) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const xsrf = this.cookies.get('XSRF-TOKEN')
    const response = await fetch(`${this.#base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        'accept-language': this.locale,
        ...(cookie ? { cookie } : {}),
        ...(xsrf && method !== 'GET' ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    this.#absorb(response.headers.getSetCookie())
    return response
  }

  /** A full page load (HTML). */
  get(path: string) {
    return this.#send('GET', path, { accept: 'text/html' })
  }

  /** A link to a file followed by the browser: the answer with its bytes (not read as text). */
  async download(path: string) {
    const response = await this.#fetch('GET', path, { accept: 'text/html' })
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
  }

  /** A form submitted by the Inertia client from the page at `referer`. */
  submit(path: string, body: Record<string, unknown>, referer = path) {
    return this.#send(
      'POST',
      path,
      { 'x-inertia': 'true', 'referer': referer, 'accept': 'text/html, application/xhtml+xml' },
      body
    )
  }

  /** A JSON call of the app's API client. */
  call(
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, unknown>,
    headers: Record<string, string> = {}
  ) {
    return this.#send(method, path, { accept: 'application/json', ...headers }, body)
  }

  /** The real-time event stream as the browser opens it; cancel its body to close it. */
  stream(path: string) {
    return this.#fetch('GET', path, { accept: 'text/event-stream' })
  }

  /** The status a request answers. */
  async statusOf(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) {
    const response =
      method === 'GET' && !body ? await this.call('GET', path) : await this.call(method, path, body)
    return response.status()
  }

  /** The server-rendered markup of a page (what shows before any script runs). */
  async markup(path: string) {
    const response = await this.get(path)
    return ssrBody(response.text())
  }

  /** A page's props. */
  async props(path: string) {
    const page = await this.page(path)
    return page.props
  }

  /** Loads a page and returns its Inertia page object. */
  async page(path: string) {
    const response = await this.get(path)
    if (response.status() !== 200) {
      throw new Error(`GET ${path} answered ${response.status()} (${response.header('location')})`)
    }
    return pageFrom(response.text())
  }

  /** Follows a redirect and returns the page object it lands on. */
  async follow(response: VisitorResponse) {
    const location = response.header('location')
    if (!location) throw new Error(`Expected a redirect, got ${response.status()}`)
    return this.page(location.replace(this.#base, ''))
  }
}
