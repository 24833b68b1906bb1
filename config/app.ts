import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'

/**
 * The app key signs cookies and encrypts values. It only comes from the environment.
 */
export const appKey = env.get('APP_KEY')

/**
 * Public URL of the application, used to build absolute links in e-mails.
 */
export const appUrl = env.get('APP_URL')

/**
 * JSON bodies: V8's JSON.stringify, several times faster than the framework's
 * default serializer (safe-stable-stringify, in JavaScript), which is kept for
 * the only values JSON.stringify refuses, BigInts and circular references (it
 * writes the first as text and leaves the second out).
 */
const frameworkSerializer = defineConfig({}).serializeJSON
function serializeJSON(value: unknown) {
  try {
    return JSON.stringify(value)
  } catch {
    return frameworkSerializer(value)
  }
}

export const http = defineConfig({
  generateRequestId: true,
  serializeJSON,
  /* request.ip() (the rate limits' key) believes X-Forwarded-For only from these proxies: TRUST_PROXY */
  trustProxy: env.get('TRUST_PROXY'),
  allowMethodSpoofing: false,
  useAsyncLocalStorage: true,
  redirect: {
    forwardQueryString: false,
  },
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
