import type { Assert } from '@japa/assert'
import type { Locator, Page } from 'playwright'
import { accessibilityViolations } from '#tests/helpers/axe'
import type { MailCapture } from '#tests/helpers/mail_capture'
import { testUrl } from '#tests/helpers/url'
import { waitForSettled } from '#tests/helpers/hydration'

/** The toasts' live region, by its accessible name. */
export const NOTIFICATIONS = { name: 'Notifications (F8)' }

/** The toast that says `text`, in the notifications region (or in `area`). */
export function toastSaying(page: Page, text: string, area = NOTIFICATIONS) {
  return page.getByRole('region', area).locator('li', { hasText: text })
}

/** Once the page is quiet: no serious or critical axe violation, `where` naming the page. */
export async function expectAccessible(page: Page, assert: Assert, where: string) {
  await waitForSettled(page)
  assert.deepEqual(await accessibilityViolations(page), [], where)
}

/** Opens a path of the test server and waits until the page has settled (hydrated, quiet). */
export async function visit(page: Page, path: string) {
  await page.goto(testUrl(path))
  await waitForSettled(page)
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

/** Records the requests the server refuses on `page` (4xx and 5xx), for a failure's message. */
export function refusedRequests(page: Page) {
  const refused: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) {
      refused.push(`${response.request().method()} ${response.url()}: ${response.status()}`)
    }
  })
  return refused
}

/**
 * Waits for `awaited`; when it does not come, fails saying where the page is instead (its
 * address, headings, alerts and toasts, the fields marked invalid and their values) and what the
 * server refused, not only that an element was never found.
 */
export async function waitOrExplain(
  page: Page,
  awaited: Locator,
  what: string,
  refused: string[],
  timeout?: number
) {
  try {
    await awaited.waitFor({ timeout })
  } catch (error) {
    const shown = await page
      .evaluate(() => ({
        headings: Array.from(document.querySelectorAll('h1, h2'))
          .map((node) => node.textContent?.trim())
          .filter(Boolean),
        alerts: Array.from(document.querySelectorAll('[role="alert"], [role="status"], li[role]'))
          .filter((node) => node.checkVisibility())
          .map((node) => node.textContent?.trim())
          .filter(Boolean),
        fieldsInError: Array.from(
          document.querySelectorAll<HTMLInputElement>('input[aria-invalid="true"]')
        ).map((input) => `${input.labels?.[0]?.textContent?.trim()}: "${input.value}"`),
      }))
      .catch(() => null)
    throw new Error(
      `${what} never came: the page is at ${page.url()}, showing ${JSON.stringify(shown)}; refused: ${JSON.stringify(refused)}`,
      { cause: error }
    )
  }
}
