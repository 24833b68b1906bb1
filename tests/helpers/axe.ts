import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright'

/**
 * Accessibility violations (WCAG 2.1 A and AA) of serious or critical impact
 * on the current page, as readable lines for an assertion message.
 *
 * Legacy mode runs axe in the page itself (same-origin frames through axe's own
 * frame messaging): the same rules on the same document, without the blank page
 * the default mode opens in the context for every analysis to merge the frames'
 * results (0.3-0.6 s a page instead of 0.8-1.5 s here). The site has no
 * cross-origin frames, which only the default mode can reach.
 */
export async function accessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    // Only violations are read: axe details no node of what passed or does not apply.
    .options({ resultTypes: ['violations'] })
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`
    )
}
