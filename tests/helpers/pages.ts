import type { Assert } from '@japa/assert'
import type { Page } from 'playwright'
import { accessibilityViolations } from '#tests/helpers/axe'
import type { MailCapture } from '#tests/helpers/mail_capture'
import { testUrl } from '#tests/helpers/url'

/** The toasts' live region, by its accessible name. */
export const NOTIFICATIONS = { name: 'Notifications (F8)' }

/** The toast that says `text`, in the notifications region (or in `area`). */
export function toastSaying(page: Page, text: string, area = NOTIFICATIONS) {
  return page.getByRole('region', area).locator('li', { hasText: text })
}

/** Once the page is quiet: no serious or critical axe violation, `where` naming the page. */
export async function expectAccessible(page: Page, assert: Assert, where: string) {
  await page.waitForLoadState('networkidle')
  assert.deepEqual(await accessibilityViolations(page), [], where)
}

/** Opens a path of the test server and waits until the page is quiet. */
export async function visit(page: Page, path: string) {
  await page.goto(testUrl(path))
  // Buttons work once the page has hydrated.
  await page.waitForLoadState('networkidle')
}

/** The link to `prefix` in an e-mail to `email`, waiting up to about 5 s for it to be queued. */
export async function waitForLink(mails: MailCapture, email: string, prefix: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return mails.linkTo(email, prefix)
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return mails.linkTo(email, prefix)
}

/** A short value unique to this run, for names and e-mails that must not collide. */
export function token() {
  return `${Date.now().toString(36)}${Math.round(Math.random() * 1e4)}`
}
