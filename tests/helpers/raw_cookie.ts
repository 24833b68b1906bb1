import { ApiRequest } from '@japa/api-client'

/**
 * Sends a cookie exactly as a browser would (no signing, no encoding), like
 * the `locale` cookie the language switcher sets.
 */
ApiRequest.macro('withRawCookie', function (this: ApiRequest, name: string, value: string) {
  this.cookiesJar[name] = { name, value }
  return this
})

declare module '@japa/api-client' {
  interface ApiRequest {
    withRawCookie(name: string, value: string): this
  }
}
