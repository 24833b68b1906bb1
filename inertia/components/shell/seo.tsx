import { Head, usePage } from '@inertiajs/react'
import { LOCALES } from '#business/app'

/**
 * The <head> of a page for search engines, rendered on the server too: its
 * title (the app adds " · Mentorship Hub"), its description in the viewer's
 * language, the canonical URL (APP_URL + path, no query string) and the
 * hreflang alternates.
 *
 * The language is a cookie (then Accept-Language), never part of the URL:
 * every language of a page lives at the same address, so each alternate
 * (en, it and x-default) names the canonical URL itself. It tells crawlers
 * the page exists in both languages at this one address.
 */
export function Seo({
  title,
  description,
  noindex = false,
  canonical: canonicalUrl,
  og = true,
}: {
  title: string
  description?: string
  /** Pages crawlers should not list (private or transient). */
  noindex?: boolean
  /** An absolute canonical URL other than this path's (a mentor profile reached by id names its slug). */
  canonical?: string
  /** Open Graph tags (off where the page writes its own). */
  og?: boolean
}) {
  const { url, props } = usePage()
  const origin = props.appUrl.replace(/\/+$/, '')
  const path = url.split(/[?#]/)[0] || '/'
  const canonical = canonicalUrl ?? `${origin}${path}`
  return (
    <Head title={title}>
      {description ? (
        <meta head-key="description" name="description" content={description} />
      ) : null}
      {noindex ? <meta head-key="robots" name="robots" content="noindex" /> : null}
      <link head-key="canonical" rel="canonical" href={canonical} />
      {LOCALES.map((locale) => (
        <link
          key={locale}
          head-key={`alternate-${locale}`}
          rel="alternate"
          hrefLang={locale}
          href={canonical}
        />
      ))}
      <link head-key="alternate-x-default" rel="alternate" hrefLang="x-default" href={canonical} />
      {og ? <meta head-key="og:title" property="og:title" content={title} /> : null}
      {og && description ? (
        <meta head-key="og:description" property="og:description" content={description} />
      ) : null}
      {og ? <meta head-key="og:url" property="og:url" content={canonical} /> : null}
      {og ? (
        <meta
          head-key="og:locale"
          property="og:locale"
          content={props.locale === 'it' ? 'it_IT' : 'en_US'}
        />
      ) : null}
    </Head>
  )
}
