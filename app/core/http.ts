import type { HttpContext } from '@adonisjs/core/http'

/** A call of the JSON API: every path under /api/ (the admin REST API included). */
export function isApiPath(ctx: HttpContext): boolean {
  return ctx.request.url().startsWith('/api/')
}

/**
 * A request wants JSON (the API, fetch calls) rather than a page. Inertia
 * visits are page requests even though they carry JSON.
 */
export function wantsJson(ctx: HttpContext): boolean {
  if (ctx.request.header('x-inertia')) return false
  if (isApiPath(ctx)) return true
  return ctx.request.accepts(['html', 'json']) === 'json'
}

const CRAWLER_PATTERN =
  /bot|crawler|spider|crawling|slurp|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegram|skypeuripreview|slack|discord|linkedin|redditbot|applebot|yandex|baidu|bingpreview|google-inspectiontool|lighthouse-preview/i

/** Search-engine crawlers and link-preview bots. */
export function isCrawler(userAgent: string | undefined | null): boolean {
  return !!userAgent && CRAWLER_PATTERN.test(userAgent)
}

/** The largest record id: a serial key's column (PostgreSQL's integer). */
export const MAX_RECORD_ID = 2_147_483_647

/**
 * A route parameter that names a record: an integer from 1 to MAX_RECORD_ID in digits only. Anything else matches no route and answers 404, as an id
 * no table holds does, instead of a query the database refuses (letters, 0, -1, 1.5 or a number
 * past the column).
 */
export const RECORD_ID = {
  match:
    /^(?:[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/,
  cast: (value: string) => Number(value),
}
