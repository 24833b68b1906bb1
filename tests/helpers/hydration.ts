import type { Browser, BrowserContext, Page } from 'playwright'
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

/**
 * Waits until the page's buttons answer. A server-rendered button clicked
 * before hydration does nothing, and Playwright's own waits (load, network
 * idle) do not say when React has finished on a busy machine.
 */
export async function waitForHydration(page: Page) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // Polled on a timer: animation frames may not come to a page Chromium treats as hidden.
      await page.waitForFunction(isReady, undefined, { timeout: 30_000, polling: 50 })
      return
    } catch (error) {
      // The document went away while we waited (a redirect, a reload): wait on the next one.
      if (page.isClosed() || !isNavigationRace(error)) throw error
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
