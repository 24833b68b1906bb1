import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import env from '#start/env'
import ContentPage from '#core/models/content_page'
import { givenMentor } from '#tests/helpers/mentors'

type Locale = 'en' | 'it'

const APP_URL = env.get('APP_URL').replace(/\/+$/, '')

/** The <head> the server sent, before any script ran. */
async function headOf(client: ApiClient, path: string, locale: Locale) {
  const response = await client.get(path).withRawCookie('locale', locale)
  response.assertStatus(200)
  const match = response.text().match(/<head>([\s\S]*?)<\/head>/)
  if (!match) throw new Error(`No <head> in ${path}`)
  return match[1]
}

function titleOf(head: string) {
  return head.match(/<title[^>]*>([\s\S]*?)<\/title>/)?.[1] ?? null
}

function metaContent(head: string, name: string) {
  const tag = head.match(new RegExp(`<meta[^>]*name="${name}"[^>]*>`))?.[0]
  return tag?.match(/content="([^"]*)"/)?.[1] ?? null
}

function linkHref(head: string, rel: string, hreflang?: string) {
  const tags = head.match(/<link[^>]*>/g) ?? []
  const tag = tags.find(
    (candidate) =>
      candidate.includes(`rel="${rel}"`) &&
      (hreflang === undefined || new RegExp(`hreflang="${hreflang}"`, 'i').test(candidate))
  )
  return tag?.match(/href="([^"]*)"/)?.[1] ?? null
}

const PAGES: { path: string; en: string; it: string }[] = [
  { path: '/', en: 'Find your mentor', it: 'Trova il tuo mentor' },
  { path: '/about', en: 'About Mentorship Hub', it: 'Chi siamo' },
  { path: '/contact', en: 'Contact us', it: 'Contattaci' },
  { path: '/careers', en: 'Careers', it: 'Lavora con noi' },
  { path: '/privacy', en: 'Privacy policy', it: 'Informativa sulla privacy' },
  { path: '/cookie-policy', en: 'Cookie policy', it: 'Cookie policy' },
  { path: '/terms-and-conditions', en: 'Terms and conditions', it: 'Termini e condizioni' },
]

test.group('Core | SEO head', (group) => {
  group.each.setup(async () => {
    await ContentPage.query().delete()
  })

  test('each public page has its title, description, canonical URL and hreflang alternates in both languages, server-side', async ({
    client,
    assert,
  }) => {
    for (const page of PAGES) {
      const descriptions: string[] = []
      for (const locale of ['en', 'it'] as const) {
        const head = await headOf(client, `${page.path}?utm_source=test&page=2`, locale)
        assert.equal(titleOf(head), `${page[locale]} · Mentorship Hub`, `${page.path} ${locale}`)
        const description = metaContent(head, 'description')
        assert.isString(description, `${page.path} ${locale}`)
        assert.isAbove(description!.length, 50)
        descriptions.push(description!)
        const canonical = `${APP_URL}${page.path}`
        assert.equal(linkHref(head, 'canonical'), canonical, `${page.path} canonical`)
        for (const hreflang of ['en', 'it', 'x-default']) {
          assert.equal(linkHref(head, 'alternate', hreflang), canonical, `${page.path} ${hreflang}`)
        }
      }
      assert.notEqual(
        descriptions[0],
        descriptions[1],
        `${page.path}: one description per language`
      )
    }
  })

  test('pricing, the mentor list, a mentor profile, sign-in, sign-up and become-a-mentor have their title, description, canonical and alternates too', async ({
    client,
    assert,
  }) => {
    const { user } = await givenMentor({ slug: `seo-mentor-${Date.now().toString(36)}` })
    for (const path of [
      '/pricing',
      '/mentors',
      `/mentors/${user.slug}`,
      '/login',
      '/register',
      '/become-a-mentor',
    ]) {
      const head = await headOf(client, `${path}?sort=rating-desc`, 'it')
      assert.isString(titleOf(head), path)
      assert.isString(metaContent(head, 'description'), path)
      assert.equal(linkHref(head, 'canonical'), `${APP_URL}${path}`, path)
      assert.equal(linkHref(head, 'alternate', 'x-default'), `${APP_URL}${path}`, path)
    }
  })
})

test.group('Core | SEO head of personal links', () => {
  test('the e-mail request pages describe themselves; token links are not indexed', async ({
    client,
    assert,
  }) => {
    for (const [path, locale, title] of [
      ['/forgot-password', 'en', 'Forgot password'],
      ['/resend-verification', 'it', null],
    ] as const) {
      const head = await headOf(client, path, locale)
      assert.isNull(metaContent(head, 'robots'), path)
      assert.isNotEmpty(metaContent(head, 'description'), path)
      assert.equal(linkHref(head, 'canonical'), `${APP_URL}${path}`, path)
      if (title) assert.include(titleOf(head) ?? '', title, path)
    }
    for (const path of [
      '/recover-password/not-a-real-token',
      '/reset-password?token=not-a-real-token',
      '/verify-email/not-a-real-token',
    ]) {
      const head = await headOf(client, path, 'en')
      assert.equal(metaContent(head, 'robots'), 'noindex', path)
      assert.isNotEmpty(titleOf(head), path)
    }
  })

  test('a referral landing page asks crawlers not to index it', async ({ client, assert }) => {
    const head = await headOf(client, '/r/NOSUCHCODE1', 'en')
    assert.equal(metaContent(head, 'robots'), 'noindex')
    assert.equal(linkHref(head, 'canonical'), `${APP_URL}/r/NOSUCHCODE1`)
  })
})

test.group('Core | sitemap and robots', () => {
  test('sitemap.xml lists the public pages and every listed mentor profile with its date, never an unlisted one', async ({
    client,
    assert,
  }) => {
    const stamp = Date.now().toString(36)
    const listed = await givenMentor({ slug: `listed-${stamp}` })
    const withoutSlug = await givenMentor({ slug: null })
    const unlisted = await givenMentor({ slug: `unlisted-${stamp}`, approved: false })
    const inactive = await givenMentor({ slug: `inactive-${stamp}`, active: false })
    await ContentPage.create({ key: 'about', locale: 'it', title: 'Chi siamo', body: 'Testo.' })

    const response = await client.get('/sitemap.xml')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^application\/xml/)
    const xml = response.text()
    assert.match(
      xml,
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/
    )
    assert.match(xml, /<\/urlset>\n$/)
    for (const path of [
      '/',
      '/mentors',
      '/pricing',
      '/about',
      '/contact',
      '/careers',
      '/privacy',
      '/cookie-policy',
      '/terms-and-conditions',
    ]) {
      assert.include(xml, `<loc>${APP_URL}${path}</loc>`, path)
    }
    assert.match(
      xml,
      new RegExp(
        `<loc>${APP_URL}/about</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod>`
      )
    )

    const entry = xml.match(
      new RegExp(`<url><loc>${APP_URL}/mentors/listed-${stamp}</loc><lastmod>([^<]+)</lastmod>`)
    )
    assert.exists(entry, 'the listed mentor, with lastmod')
    const lastmod = new Date(entry![1]).getTime()
    assert.closeTo(lastmod, listed.profile.createdAt.toMillis(), 2000)
    assert.include(xml, `<loc>${APP_URL}/mentors/${withoutSlug.user.id}</loc>`)
    assert.notInclude(xml, `unlisted-${stamp}`)
    assert.notInclude(xml, `inactive-${stamp}`)
    assert.notInclude(xml, `/mentors/${unlisted.user.id}<`)
    assert.notInclude(xml, `/mentors/${inactive.user.id}<`)
  })

  test('robots.txt allows the public site, keeps crawlers out of private areas and names the sitemap', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/robots.txt')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/plain/)
    const lines = response.text().split('\n')
    assert.include(lines, 'User-agent: *')
    assert.include(lines, 'Allow: /')
    for (const path of ['/api/', '/admin', '/dashboard', '/settings']) {
      assert.include(lines, `Disallow: ${path}`)
    }
    assert.include(lines, `Sitemap: ${APP_URL}/sitemap.xml`)
  })
})
