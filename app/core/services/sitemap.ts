import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#core/mails/localized_mail'
import { whereListed } from '#mentoring/services/listing'
import ContentPage from '#admin/models/content_page'
import type { ContentKey } from '#database/seeding/content_pages'

/** Public pages of the sitemap, with the content text their date comes from. */
export const SITEMAP_PAGES: {
  path: string
  content?: ContentKey
  changefreq: string
  priority: string
}[] = [
  { path: '/', content: 'home_hero', changefreq: 'weekly', priority: '1.0' },
  { path: '/mentors', changefreq: 'daily', priority: '0.9' },
  { path: '/pricing', content: 'pricing_faq', changefreq: 'monthly', priority: '0.8' },
  { path: '/become-a-mentor', changefreq: 'monthly', priority: '0.5' },
  { path: '/about', content: 'about', changefreq: 'monthly', priority: '0.5' },
  { path: '/contact', changefreq: 'yearly', priority: '0.4' },
  { path: '/careers', changefreq: 'monthly', priority: '0.3' },
  { path: '/privacy', content: 'privacy', changefreq: 'yearly', priority: '0.2' },
  { path: '/cookie-policy', content: 'cookie_policy', changefreq: 'yearly', priority: '0.2' },
  { path: '/terms-and-conditions', content: 'terms', changefreq: 'yearly', priority: '0.2' },
]

/** Mentor profiles read per query (keyset pages: memory stays flat for any catalogue size). */
const BATCH = 1000

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

/**
 * The sitemap's XML, piece by piece: the public pages (dated by their
 * content's last edit), then every listed mentor's profile at
 * /mentors/<slug or id>, dated by the profile's last change.
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
    yield urlEntry(page.path, dates.at(-1) ?? null, page.changefreq, page.priority)
  }

  let after = 0
  for (;;) {
    const rows = await whereListed(
      db.from('mentor_profiles').join('users', 'users.id', 'mentor_profiles.user_id')
    )
      .where('users.id', '>', after)
      .orderBy('users.id')
      .limit(BATCH)
      .select(
        'users.id as id',
        'users.slug as slug',
        'mentor_profiles.updated_at as profile_updated_at',
        'mentor_profiles.created_at as profile_created_at'
      )
    if (!rows.length) break
    yield rows
      .map((row) =>
        urlEntry(
          `/mentors/${encodeURIComponent(row.slug ?? String(row.id))}`,
          w3cDate(row.profile_updated_at ?? row.profile_created_at),
          'weekly',
          '0.7'
        )
      )
      .join('')
    after = rows[rows.length - 1].id
    if (rows.length < BATCH) break
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
    `Sitemap: ${appUrl()}/sitemap.xml`,
    '',
  ].join('\n')
}
