/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { BrowserContext, Page } from 'playwright'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { token, visit } from '#tests/helpers/pages'
import { waitForSettled } from '#tests/helpers/hydration'

const DESKTOP = { width: 1280, height: 900 }

declare global {
  interface Window {
    __cspViolations?: string[]
    __inlineRan?: boolean
  }
}

/**
 * A page that records every Content-Security-Policy violation: the
 * `securitypolicyviolation` events of the document and the console's CSP
 * errors (which also cover workers and the websocket).
 */
async function watchedPage(context: BrowserContext) {
  await context.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`
      )
    })
  })
  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleErrors.push(message.text())
  })
  return { page, consoleErrors }
}

async function violationsOf(page: Page, consoleErrors: string[]) {
  const events = await page.evaluate(() => window.__cspViolations ?? [])
  return [...events, ...consoleErrors]
}

/** Opens each path, waits until the page is quiet and hydrated, and expects no violation. */
async function expectNoViolations(
  assert: Assert,
  context: BrowserContext,
  paths: { path: string; ready: (page: Page) => Promise<unknown> }[]
) {
  const { page, consoleErrors } = await watchedPage(context)
  for (const { path, ready } of paths) {
    consoleErrors.length = 0
    await visit(page, path)
    await ready(page)
    assert.deepEqual(await violationsOf(page, consoleErrors), [], path)
  }
  return page
}

/** The React app took over the server's markup (its script ran). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('app')
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
  })

test.group('Shell | Content-Security-Policy in the browser', () => {
  test('public pages and a mentor profile run with no violation; an injected inline script is blocked', async ({
    browser,
    assert,
  }) => {
    const run = token()
    const { user: mentor } = await givenMentor({ firstName: 'Giulia', lastName: `Csp${run}` })
    const context = await browser.newContext({ viewport: DESKTOP })
    const page = await expectNoViolations(assert, context, [
      { path: '/', ready: hydrated },
      {
        // Searched, so the card is on the first page whatever else the database holds.
        path: `/mentors?q=Csp${run}`,
        ready: async (current) => {
          await hydrated(current)
          await current
            .getByRole('heading', { name: `Giulia Csp${run}` })
            .first()
            .waitFor()
        },
      },
      {
        path: `/mentors/${mentor.id}`,
        ready: async (current) => {
          await hydrated(current)
          await current.getByRole('heading', { level: 1, name: `Giulia Csp${run}` }).waitFor()
        },
      },
    ])

    // The policy is enforced and the watch sees it: a script without the nonce does not run.
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__inlineRan = true'
      document.head.appendChild(script)
    })
    await page.waitForFunction(() => (window.__cspViolations ?? []).length > 0)
    assert.isUndefined(await page.evaluate(() => window.__inlineRan))
    const [violation] = await page.evaluate(() => window.__cspViolations!)
    assert.match(violation, /^script-src/)
    await context.close()
  })

  test("a mentee's dashboard runs with no violation", async ({ browser, assert }) => {
    const mentee = await givenUser({ firstName: 'Marta', lastName: 'Neri' })
    const context = await browser.newContext({ viewport: DESKTOP })
    await context.loginAs(mentee)
    await expectNoViolations(assert, context, [
      {
        path: '/dashboard',
        ready: async (page) => {
          await hydrated(page)
          // Her first visit: 'Welcome' ('Welcome back' from the next one).
          await page.getByRole('heading', { level: 1, name: 'Welcome, Marta' }).waitFor()
        },
      },
    ])
    await context.close()
  })

  test('the admin console dashboard runs with no violation', async ({ browser, assert }) => {
    const admin = await givenUser({ role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' })
    const context = await browser.newContext({ viewport: DESKTOP })
    await context.loginAs(admin)
    await expectNoViolations(assert, context, [
      {
        path: '/admin',
        ready: async (page) => {
          await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor()
          await page.getByRole('heading', { name: 'Sign-ups and bookings per day' }).waitFor()
          await waitForSettled(page)
        },
      },
    ])
    await context.close()
  })
})
