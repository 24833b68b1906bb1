import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright'

/**
 * Accessibility violations (WCAG 2.1 A and AA) of serious or critical impact
 * on the current page, as readable lines for an assertion message.
 */
export async function accessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`
    )
}
