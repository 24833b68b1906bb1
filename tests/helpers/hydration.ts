import type { Browser, BrowserContext, Page, Request } from 'playwright'
import type { Decorator } from '@japa/browser-client/types'

/**
 * True on a document that is not one of the app's pages (the admin console,
 * a JSON answer, a fake provider's page) or whose React has taken over the
 * server's HTML (`<html data-hydrated>`, set by inertia/components/app_providers.tsx).
 */
function isReady() {
  return (
    !document.querySelector('script[data-page="app"]') ||
    document.documentElement.dataset.hydrated === 'true'
  )
}

function isNavigationRace(error: unknown) {
  const message = error instanceof Error ? error.message : String(error)
  return /Execution context was destroyed|navigation|Target page, context or browser has been closed/i.test(
    message
  )
}

/** What each page reported that could keep it from starting: its last few errors. */
const troubles = new WeakMap<Page, string[]>()

function recordTroubles(page: Page) {
  const lines: string[] = []
  troubles.set(page, lines)
  const note = (line: string) => {
    lines.push(line.slice(0, 300))
    if (lines.length > 10) lines.shift()
  }
  page.on('pageerror', (error) => note(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text()}`)
  })
  page.on('requestfailed', (request) => {
    note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 500) note(`answer ${response.status()}: ${response.url()}`)
  })
}

/**
 * Each page's requests in flight, from the protocol's events. An event stream
 * (the real-time channel) stays open as long as the page: it is not counted.
 */
const inFlight = new WeakMap<Page, Set<Request>>()

function trackRequests(page: Page) {
  const open = new Set<Request>()
  inFlight.set(page, open)
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') open.add(request)
  })
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => open.delete(request))
}

/** Two frames after the page's finite animations and fonts are done. */
function quietFrames() {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
  return Promise.all([
    document.fonts.ready,
    ...finite.map((animation) => animation.finished.catch(() => {})),
  ]).then(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
      )
  )
}

/**
 * Waits until the page has settled: hydrated, no request of its own in flight
 * (what it asks for once it has started, like deferred props, included), its
 * finite animations and fonts done, and two frames drawn; checked again until
 * nothing new started meanwhile. The condition Playwright's 'networkidle'
 * approximates with 500 ms without traffic, on every page load.
 */
export async function waitForSettled(page: Page, timeout = 30_000) {
  const open = inFlight.get(page)
  if (!open) return page.waitForLoadState('networkidle')
  const deadline = Date.now() + timeout
  await waitForHydration(page)
  for (;;) {
    while (open.size) {
      if (Date.now() > deadline) {
        const urls = [...open].map((request) => `${request.method()} ${request.url()}`)
        throw new Error(`${page.url()} did not settle: still waiting for ${urls.join(', ')}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    // Every request the page started before these frames has been reported by now: the
    // protocol's events arrive in order, before the answer to this evaluation.
    try {
      await page.evaluate(quietFrames)
    } catch (error) {
      // The page went on to another document meanwhile: wait for that one.
      if (page.isClosed() || !isNavigationRace(error)) throw error
      await waitForHydration(page)
      continue
    }
    if (!open.size) return
  }
}

/**
 * Waits until the page's buttons answer. A server-rendered button clicked
 * before hydration does nothing, and Playwright's own waits (load, network
 * idle) do not say when React has finished on a busy machine. A page that
 * never starts fails with what it reported (errors, failed requests).
 */
export async function waitForHydration(page: Page) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // Polled on a timer: animation frames may not come to a page Chromium treats as hidden.
      await page.waitForFunction(isReady, undefined, { timeout: 30_000, polling: 50 })
      return
    } catch (error) {
      // The document went away while we waited (a redirect, a reload): wait on the next one.
      if (page.isClosed() || !isNavigationRace(error)) {
        const reported = troubles.get(page) ?? []
        if (error instanceof Error && !page.isClosed()) {
          error.message += `\n${page.url()} did not hydrate; it reported: ${reported.length ? reported.join('\n  ') : 'nothing'}`
        }
        throw error
      }
    }
  }
}

const withoutScripts = new WeakSet<BrowserContext>()

/** A context with JavaScript switched off: its pages never hydrate, so nothing waits for it. */
export async function contextWithoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  withoutScripts.add(context)
  return context
}

/**
 * Every page of the browser suite waits for hydration after a full page load
 * it starts itself (`goto`, `reload`, back and forward) and after `waitForURL`
 * (which resolves on the new document's load when a click left the page).
 */
export const hydrationDecorator: Decorator = {
  page(page, context) {
    if (withoutScripts.has(context)) return
    recordTroubles(page)
    trackRequests(page)
    for (const method of ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const) {
      const original = (page[method] as (...args: unknown[]) => Promise<unknown>).bind(page)
      ;(page as any)[method] = async (...args: unknown[]) => {
        const result = await original(...args)
        await waitForHydration(page)
        return result
      }
    }
  },
}
