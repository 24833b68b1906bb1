/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import i18nManager from '@adonisjs/i18n/services/main'
import router from '@adonisjs/core/services/router'
import type { Browser, BrowserContext, Page } from 'playwright'
import { accessibilityViolations, axeInEveryDocument } from '#tests/helpers/axe'
import { givenBookableMentor, givenSession } from '#tests/helpers/sessions'
import { givenUser } from '#tests/helpers/users'
import { testUrl } from '#tests/helpers/url'
import { waitForSettled } from '#tests/helpers/hydration'
import { NARROW, obstruction, sidewaysOverflow } from '#tests/helpers/viewport'

/** The widths axe checks every page at: a phone and a desktop. */
const AXE_SIZES = {
  '360 px': { width: 360, height: 780 },
  'desktop': { width: 1280, height: 900 },
}
type AxeSize = keyof typeof AXE_SIZES

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
type Locale = 'en' | 'it'

/** What one walk found, by check: each a list of readable problems. */
type Findings = {
  /** Pages of the app that were checked (each once, by where it landed). */
  checked: number
  axe: Record<AxeSize, string[]>
  reflow: string[]
  language: string[]
}

/** Two frames: the layout and anything that listens for the resize are done. */
function settle(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
      )
  )
}

/**
 * Visits every page of the app as `persona` in `locale`, each once: it loads
 * the page on a phone (360 px) and runs axe, narrows the window to 320 px
 * (1280 px at 400 % zoom, WCAG 1.4.10) and looks for sideways scrolling and a
 * covered Menu button, then widens it to a desktop and runs axe again. The
 * data gives the pages something to show: a bookable mentor and a session
 * between them, with long names.
 */
async function walk(browser: Browser, persona: Persona, locale: Locale): Promise<Findings> {
  const mentor = await givenBookableMentor({ firstName: 'Alessandra', lastName: 'Bartolomei' })
  const mentee = await givenUser({ firstName: 'Massimiliano', lastName: 'Montecchi', locale })
  await givenSession(mentor.user, mentee)
  const context: BrowserContext = await browser.newContext({
    viewport: AXE_SIZES['360 px'],
    extraHTTPHeaders: { 'Accept-Language': locale },
  })
  // Every page of the walk is checked: axe-core is sent to the page once, not for every page.
  await axeInEveryDocument(context)
  if (persona === 'mentee') await context.loginAs(mentee)
  if (persona === 'mentor') {
    mentor.user.locale = locale
    await mentor.user.save()
    await context.loginAs(mentor.user)
  }
  const menuName = i18nManager.locale(locale).t('common.nav.menu')
  const page = await context.newPage()
  const seen = new Set<string>()
  const findings: Findings = {
    checked: 0,
    axe: { '360 px': [], 'desktop': [] },
    reflow: [],
    language: [],
  }
  try {
    for (const path of pagePaths(mentor.user.id)) {
      await page.setViewportSize(AXE_SIZES['360 px'])
      // A route that hands over to another site (a provider's sign-in) is not a page of ours.
      const response = await page.goto(testUrl(path)).catch(() => null)
      if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) continue
      if (!page.url().startsWith(testUrl('/'))) continue
      const landed = new URL(page.url()).pathname
      if (seen.has(landed)) continue
      seen.add(landed)
      if (!(await page.locator('script[data-page="app"]').count())) continue
      await waitForSettled(page)
      findings.checked++
      const where = `${persona} ${locale} ${path}${landed === path ? '' : ` (-> ${landed})`}`

      const lang = await page.getAttribute('html', 'lang')
      if (lang !== locale) findings.language.push(`${where}: <html lang="${lang}">`)

      for (const violation of await accessibilityViolations(page)) {
        findings.axe['360 px'].push(`${where} 360 px: ${violation}`)
      }

      await page.setViewportSize(NARROW)
      await settle(page)
      const { scrollWidth, culprits } = await sidewaysOverflow(page)
      if (scrollWidth > NARROW.width) {
        findings.reflow.push(`${where}: ${scrollWidth} px wide; ${culprits.join('; ')}`)
      }
      const menu = page.getByRole('banner').getByRole('button', { name: menuName })
      const problem = (await menu.count()) ? await obstruction(menu) : 'has no Menu button'
      if (problem) findings.reflow.push(`${where}: the Menu button ${problem}`)

      await page.setViewportSize(AXE_SIZES.desktop)
      await settle(page)
      for (const violation of await accessibilityViolations(page)) {
        findings.axe.desktop.push(`${where} desktop: ${violation}`)
      }
    }
  } finally {
    await context.close()
  }
  return findings
}

const LANGUAGES: Record<Locale, string> = { en: 'English', it: 'Italian' }

/**
 * The walk's tests for one persona, in English and Italian: no serious or
 * critical axe violation at 360 px or on a desktop, nothing scrolls sideways
 * at 320 px and the header's Menu button (the only way to the navigation and
 * to signing in at that width) is whole and uncovered, and the page says its
 * language. One walk per language serves its four tests: each page is loaded
 * once and checked at the three widths. One spec file per persona, so that
 * the test processes can share the walks out.
 */
export function walkEveryPage(persona: Persona) {
  for (const locale of ['en', 'it'] as const) {
    test.group(`Accessibility walk | ${persona}, ${LANGUAGES[locale]}: every page`, (group) => {
      let findings: Promise<Findings> | undefined
      group.setup(async () => {
        const truncate = await testUtils.db().truncate()
        await truncate()
        findings = undefined
      })
      /** The walk, run by whichever of the group's tests needs it first. */
      const walked = (browser: Browser) => (findings ??= walk(browser, persona, locale))

      const checks = [
        ['axe finds nothing at 360 px', (found: Findings) => found.axe['360 px']],
        ['axe finds nothing on a desktop', (found: Findings) => found.axe.desktop],
        [
          'fits 320 px without sideways scrolling, the Menu button whole and uncovered',
          (found: Findings) => found.reflow,
        ],
        ['names its language (html lang)', (found: Findings) => found.language],
      ] as const
      for (const [title, problems] of checks) {
        test(`${persona}, ${LANGUAGES[locale]}: ${title}`)
          .timeout(900_000)
          .run(async ({ browser, assert }) => {
            const found = await walked(browser)
            assert.isAbove(found.checked, 10, 'pages were checked')
            assert.deepEqual(problems(found), [])
          })
      }
    })
  }
}
