/*
| A browser as `npm run instances` needs one: a cookie jar shared by every
| instance it talks to (as behind a load balancer, where any request may
| land on any instance), the CSRF token, and the client address the load
| balancer forwards (X-Forwarded-For; the app trusts it from loopback only).
*/
import type { Answer } from './json_answer.js'

export class Browser {
  readonly cookies = new Map<string, string>()

  constructor(readonly ip: string) {}

  #keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at)
      const value = pair.slice(at + 1)
      // An expired cookie (sign-out, a cleared flash) is dropped as a browser would.
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') {
        this.cookies.delete(name)
      } else {
        this.cookies.set(name, value)
      }
    }
  }

  get xsrf() {
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '')
  }

  /** One request to the instance at `base`. */
  async request(base: string, method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {
      'accept': 'application/json',
      'x-forwarded-for': this.ip,
      'cookie': [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    }
    if (method !== 'GET') {
      headers['content-type'] = 'application/json'
      headers['x-xsrf-token'] = this.xsrf
    }
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    })
    this.#keep(response)
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {}
    return { status: response.status, body: parsed }
  }

  /** A page visit: the session and XSRF-TOKEN cookies (JSON reads do not set the latter). */
  async visit(base: string, path = '/mentors') {
    const response = await fetch(`${base}${path}`, {
      headers: { 'x-forwarded-for': this.ip },
      redirect: 'manual',
    })
    this.#keep(response)
    await response.arrayBuffer()
    return response.status
  }

  async signIn(base: string, email: string, password: string) {
    if (!this.xsrf) await this.visit(base)
    const answer = await this.request(base, 'POST', '/api/auth/login', { email, password })
    if (answer.status !== 200) {
      throw new Error(`sign-in as ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`)
    }
    return answer
  }
}
