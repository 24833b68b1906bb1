import { urlFor } from '@adonisjs/core/services/url_builder'
import type { RoutesList } from '@adonisjs/core/types/http'
import { appUrl } from '#core/mails/localized_mail'
import ContentPage from '#core/models/content_page'
import type { ContentKey } from '#database/seeding/content_pages'

type GetRoutes = RoutesList['GET']

/** The name of a page's route: a GET route without parameters (`pages.pricing`). */
type PageRoute = {
  [Name in keyof GetRoutes]: undefined extends GetRoutes[Name]['params'] ? Name : never
}[keyof GetRoutes] &
  string

/** Public pages of the sitemap, by route name, with the content text their date comes from. */
export const SITEMAP_PAGES: {
  route: PageRoute
  content?: ContentKey
  changefreq: string
  priority: string
}[] = [
  { route: 'pages.home', content: 'home_hero', changefreq: 'weekly', priority: '1.0' },
  { route: 'mentoring.mentors', changefreq: 'daily', priority: '0.9' },
  { route: 'pages.pricing', content: 'pricing_faq', changefreq: 'monthly', priority: '0.8' },
  { route: 'mentoring.applications.show', changefreq: 'monthly', priority: '0.5' },
  { route: 'pages.about', content: 'about', changefreq: 'monthly', priority: '0.5' },
  { route: 'pages.contact', changefreq: 'yearly', priority: '0.4' },
  { route: 'pages.careers', changefreq: 'monthly', priority: '0.3' },
  { route: 'pages.privacy', content: 'privacy', changefreq: 'yearly', priority: '0.2' },
  { route: 'pages.cookie_policy', content: 'cookie_policy', changefreq: 'yearly', priority: '0.2' },
  { route: 'pages.terms_and_conditions', content: 'terms', changefreq: 'yearly', priority: '0.2' },
]

function xmlEscape(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** A database timestamp (Date, epoch ms or text, as the drivers give it) as a W3C date, or null. */
export function w3cDate(value: unknown): string | null {
  if (value === null || value === undefined) return null
  let date: Date
  if (value instanceof Date) date = value
  else if (typeof value === 'number') date = new Date(value)
  else {
    const text = String(value).trim()
    const iso = text.includes('T') ? text : text.replace(' ', 'T')
    date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`)
  }
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

function urlEntry(path: string, lastmod: string | null, changefreq?: string, priority?: string) {
  return (
    `<url><loc>${xmlEscape(appUrl() + path)}</loc>` +
    (lastmod ? `<lastmod>${lastmod}</lastmod>` : '') +
    (changefreq ? `<changefreq>${changefreq}</changefreq>` : '') +
    (priority ? `<priority>${priority}</priority>` : '') +
    '</url>\n'
  )
}

/** A page of the sitemap beyond the public pages: a path and when it last changed. */
export type SitemapUrl = {
  path: string
  lastmod: string | null
  changefreq: string
  priority: string
}

/** Pages a module adds to the sitemap, in batches (memory stays flat for any catalogue size). */
type SitemapSource = () => AsyncIterable<SitemapUrl[]>

const sources: SitemapSource[] = []

/** A module adds its pages (e.g. the mentor profiles) when the app boots. */
export function addToSitemap(source: SitemapSource) {
  sources.push(source)
}

/**
 * The sitemap's XML, piece by piece: the public pages (dated by their
 * content's last edit), then the pages the modules add, batch by batch.
 */
export async function* sitemapXml(): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'

  const keys = SITEMAP_PAGES.flatMap((page) => (page.content ? [page.content] : []))
  const contents = await ContentPage.query().whereIn('key', keys)
  for (const page of SITEMAP_PAGES) {
    const dates = contents
      .filter((row) => row.key === page.content)
      .map((row) => (row.updatedAt ?? row.createdAt)?.toUTC().toMillis())
      .filter((date): date is number => Number.isFinite(date))
      .sort((a, b) => a - b)
      .map((date) => w3cDate(date))
    yield urlEntry(urlFor(page.route), dates.at(-1) ?? null, page.changefreq, page.priority)
  }

  for (const source of sources) {
    for await (const urls of source()) {
      yield urls
        .map((url) => urlEntry(url.path, url.lastmod, url.changefreq, url.priority))
        .join('')
    }
  }

  yield '</urlset>\n'
}

/** Paths crawlers may not visit (private areas and the JSON API). */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/admin',
  '/dashboard',
  '/settings',
  '/checkout',
  '/onboarding',
]

export function robotsTxt() {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${appUrl()}${urlFor('seo.sitemap')}`,
    '',
  ].join('\n')
}
