/// <reference lib="dom" />
import axe from 'axe-core'
import type { BrowserContext, Frame, Page } from 'playwright'

/** WCAG 2.1 A and AA; only violations are detailed (no node of what passed or does not apply). */
const OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
}

/**
 * axe-core's script (`axe.source`, which it exports for this) in a frame's document, once per
 * document: a page checked twice (at two widths, say) gets it once. Sending the script's 650 KB
 * to the page takes about 130 ms here, and `@axe-core/playwright` sent it twice for every
 * analysis (a 500 ms check of which axe's own run was 60 ms).
 */
async function withAxe(frame: Frame) {
  const present = await frame.evaluate(
    () => typeof (window as { axe?: typeof axe }).axe?.run === 'function'
  )
  if (!present) await frame.evaluate(axe.source)
}

/**
 * axe-core in every document the context's pages load from now on, for a context that checks
 * every page it loads: the script is sent to each page once instead of to each document, which
 * then runs it from the browser's own copy.
 */
export function axeInEveryDocument(context: BrowserContext) {
  return context.addInitScript({ content: axe.source })
}

/**
 * Accessibility violations (WCAG 2.1 A and AA) of serious or critical impact on the current
 * page, as readable lines for an assertion message. axe runs in the page itself, reaching
 * same-origin frames through its own frame messaging; the site has no cross-origin frames.
 */
export async function accessibilityViolations(page: Page) {
  await withAxe(page.mainFrame())
  // A frame that cannot be reached is left to axe's frame messaging, as @axe-core/playwright
  // leaves it.
  const frames = page.frames().filter((frame) => frame !== page.mainFrame())
  await Promise.all(frames.map((frame) => withAxe(frame).catch(() => {})))
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    OPTIONS
  )
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`
    )
}
