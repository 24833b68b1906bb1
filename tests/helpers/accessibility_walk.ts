/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import router from '@adonisjs/core/services/router'
import type { Browser, BrowserContext } from 'playwright'
import { accessibilityViolations } from '#tests/helpers/axe'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { testUrl } from '#tests/helpers/url'

const SIZES = {
  '360 px': { width: 360, height: 780 },
  'desktop': { width: 1280, height: 900 },
}

/** Paths that never render a page of the site (APIs, files, hooks, the admin console, sign-in hand-offs). */
const NOT_PAGES =
  /^\/(api|__test__|health|webhooks|admin|auth|oauth|dev|locale|uploads|storage|sitemap|robots)\b|\.\w+$|\/(connect|callback|redirect|logout)$/

/**
 * Every GET route of the router that can render a page: without parameters,
 * and the mentor profile and booking page with a real mentor.
 */
export function pagePaths(mentorId: number) {
  const routes = Object.values(router.toJSON()).flat()
  const paths = new Set<string>()
  for (const route of routes) {
    if (!route.methods.includes('GET')) continue
    const pattern = route.pattern
    if (NOT_PAGES.test(pattern)) continue
    if (!pattern.includes(':') && !pattern.includes('*')) paths.add(pattern)
    else if (/^\/mentors\/:id(\/sessions\/new)?$/.test(pattern)) {
      paths.add(pattern.replace(':id', String(mentorId)))
    }
  }
  return [...paths].sort()
}

export type Persona = 'visitor' | 'mentee' | 'mentor'

async function walk(
  browser: Browser,
  persona: Persona,
  locale: 'en' | 'it',
  size: keyof typeof SIZES
) {
  const mentor = await givenMentor({ firstName: 'Walk', lastName: 'Mentor' })
  const context: BrowserContext = await browser.newContext({
    viewport: SIZES[size],
    extraHTTPHeaders: { 'Accept-Language': locale },
  })
  if (persona === 'mentee') await context.loginAs(await givenUser({ locale }))
  if (persona === 'mentor') {
    mentor.user.locale = locale
    await mentor.user.save()
    await context.loginAs(mentor.user)
  }
  const page = await context.newPage()
  const seen = new Set<string>()
  const problems: string[] = []
  let checked = 0
  for (const path of pagePaths(mentor.user.id)) {
    // A route that hands over to another site (a provider's sign-in) is not a page of ours.
    const response = await page.goto(testUrl(path)).catch(() => null)
    if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) continue
    if (!page.url().startsWith(testUrl('/'))) continue
    const landed = new URL(page.url()).pathname
    if (seen.has(landed)) continue
    seen.add(landed)
    if (!(await page.locator('script[data-page="app"]').count())) continue
    await page.waitForLoadState('networkidle')
    checked++
    for (const violation of await accessibilityViolations(page)) {
      problems.push(
        `${persona} ${locale} ${size} ${path}${landed === path ? '' : ` (-> ${landed})`}: ${violation}`
      )
    }
  }
  await context.close()
  return { problems, checked }
}

/**
 * The walk's tests for one persona: every page in English and Italian, at
 * 360 px and on a desktop, no serious or critical axe violation. One spec file
 * per persona, so that the test processes can share the walks out.
 */
export function walkEveryPage(persona: Persona) {
  test.group(
    `Accessibility walk | ${persona}: every page, both languages, 360 px and desktop`,
    (group) => {
      group.each.setup(() => testUtils.db().truncate())

      test(`${persona}: axe finds nothing on any page ({$self})`)
        .with(['en 360 px', 'en desktop', 'it 360 px', 'it desktop'])
        .timeout(600_000)
        .run(async ({ browser, assert }, variant) => {
          const [locale, ...rest] = variant.split(' ')
          const { problems, checked } = await walk(
            browser,
            persona,
            locale as 'en' | 'it',
            rest.join(' ') as keyof typeof SIZES
          )
          assert.isAbove(checked, 3, 'pages were checked')
          assert.deepEqual(problems, [])
        })
    }
  )
}
