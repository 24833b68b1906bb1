import { existsSync } from 'node:fs'
import { chromium, type BrowserContext, type Page } from 'playwright'
import type { Decorator, PluginConfig } from '@japa/browser-client/types'

/**
 * Where the browser comes from, in order: CHROMIUM_PATH, Debian's headless shell
 * (/usr/bin/chromium-headless-shell), Debian's /usr/bin/chromium, then Playwright's own
 * download. The headless shell is the kind of binary Playwright itself runs headless tests
 * in: the same Blink and V8 without the desktop browser around them, and here the browser
 * suite takes about 0.7 of the CPU time it takes in the full browser's headless mode. No
 * browser is an error with a hint, never a silent skip.
 */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ]
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate
  }
  try {
    const bundled = chromium.executablePath()
    if (bundled && existsSync(bundled)) return bundled
  } catch {}
  return undefined
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

type LauncherOptions = Parameters<NonNullable<PluginConfig['launcher']>>[0]

export async function launchChromium(options: LauncherOptions) {
  const executablePath = findChromium()
  if (!executablePath) {
    throw new Error(
      "No Chromium found for the browser tests. Set CHROMIUM_PATH, install Debian's " +
        '"chromium-headless-shell" (or "chromium") package, or run "npx playwright install chromium".'
    )
  }
  return chromium.launch({
    slowMo: options.slowMo,
    headless: true,
    executablePath,
    args: CHROMIUM_ARGS,
  })
}

/** The browser contexts that are open: each test closes its own, unless it failed first. */
const openContexts = new Set<BrowserContext>()

export const openContextsDecorator: Decorator = {
  context(context) {
    openContexts.add(context)
    context.on('close', () => openContexts.delete(context))
  },
}

/** Where a page is and what it shows first: the address, the title and the main heading. */
async function whereIs(page: Page) {
  const shown = await page
    .evaluate(() => ({
      title: document.title,
      heading: document.querySelector('h1')?.textContent?.trim().slice(0, 120) ?? null,
    }))
    .catch(() => null)
  return `${page.url()}${shown ? ` "${shown.title}", heading ${JSON.stringify(shown.heading)}` : ''}`
}

/**
 * Closes the contexts the last test left open (it failed before closing them): their pages
 * would go on loading, polling and streaming while the next tests run, and at the end of the
 * run their real-time streams would hold the closing test server open. After a failure it
 * first prints where each page was, which the error alone often does not say.
 */
export async function closeContextsLeftOpen(hasError: boolean) {
  const left = [...openContexts]
  if (hasError) {
    for (const page of left.flatMap((context) => context.pages())) {
      console.error(`  the failed test's page: ${await whereIs(page)}`)
    }
  }
  await Promise.all(left.map((context) => context.close().catch(() => {})))
}
