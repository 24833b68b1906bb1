/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import i18nManager from '@adonisjs/i18n/services/main'
import type { BrowserContext } from 'playwright'
import { pagePaths } from '#tests/helpers/accessibility_walk'
import { givenBookableMentor, givenSession } from '#tests/helpers/sessions'
import { givenUser } from '#tests/helpers/users'
import { testUrl } from '#tests/helpers/url'
import { NARROW, obstruction, sidewaysOverflow } from '#tests/helpers/viewport'

const VARIANTS = (['en', 'it'] as const).flatMap((locale) =>
  (['visitor', 'mentee', 'mentor'] as const).map((persona) => [persona, locale] as const)
)

/**
 * Every page at 320 px (1280 px at 400 % zoom, WCAG 1.4.10): nothing scrolls
 * sideways, and the header's Menu button, the only way to the navigation and
 * to signing in at that width, is whole on screen and not covered.
 */
test.group('Shell | every page fits 320 px without sideways scrolling', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  // One test each, so that one can be run alone.
  for (const [persona, locale] of VARIANTS) {
    test(`${persona}, ${locale === 'en' ? 'English' : 'Italian'}`)
      .timeout(600_000)
      .run(async ({ browser, assert }) => {
        const mentor = await givenBookableMentor({
          firstName: 'Alessandra',
          lastName: 'Bartolomei',
        })
        const mentee = await givenUser({ firstName: 'Massimiliano', lastName: 'Montecchi', locale })
        // Cards on the dashboards and My Sessions, with long names.
        await givenSession(mentor.user, mentee)
        const context: BrowserContext = await browser.newContext({
          viewport: NARROW,
          extraHTTPHeaders: { 'Accept-Language': locale },
        })
        if (persona === 'mentee') await context.loginAs(mentee)
        if (persona === 'mentor') {
          mentor.user.locale = locale
          await mentor.user.save()
          await context.loginAs(mentor.user)
        }
        const page = await context.newPage()
        const problems: string[] = []
        const seen = new Set<string>()
        for (const path of pagePaths(mentor.user.id)) {
          const response = await page.goto(testUrl(path)).catch(() => null)
          if (!response || !(response.headers()['content-type'] ?? '').includes('text/html'))
            continue
          if (!page.url().startsWith(testUrl('/'))) continue
          const landed = new URL(page.url()).pathname
          if (seen.has(landed)) continue
          seen.add(landed)
          if (!(await page.locator('script[data-page="app"]').count())) continue
          await page.waitForLoadState('networkidle')
          const where = `${path}${landed === path ? '' : ` (-> ${landed})`}`
          const { scrollWidth, culprits } = await sidewaysOverflow(page)
          if (scrollWidth > NARROW.width) {
            problems.push(`${where}: ${scrollWidth} px wide; ${culprits.join('; ')}`)
          }
          const menu = page
            .getByRole('banner')
            .getByRole('button', { name: i18nManager.locale(locale).t('common.nav.menu') })
          const problem = (await menu.count()) ? await obstruction(menu) : 'has no Menu button'
          if (problem) problems.push(`${where}: the Menu button ${problem}`)
        }
        await context.close()
        assert.isAbove(seen.size, 10, 'pages were checked')
        assert.deepEqual(problems, [])
      })
  }
})
