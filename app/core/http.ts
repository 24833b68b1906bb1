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
