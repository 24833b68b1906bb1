/// <reference lib="dom" />
import { test } from '@japa/runner'
import { testUrl } from '#tests/helpers/url'
import { needsViteDevServer } from '#tests/helpers/assets'
import router from '@adonisjs/core/services/router'
import { flashToast } from '#core/services/toast'
import { accessibilityViolations } from '#tests/helpers/axe'

/**
 * A test-only page that flashes a toast the way controllers do, then shows the home page.
 */
router
  .get('/__test__/flash-toast', (ctx) => {
    flashToast(ctx, {
      title: ctx.request.input('title', 'Saved'),
      description: ctx.request.input('description'),
      variant: ctx.request.input('variant', 'default'),
    })
    return ctx.response.redirect('/')
  })
  .as('test.flashToast')

const TOAST_STORE = '/inertia/components/toast/toast_store.ts'
const NOTIFICATIONS = { name: 'Notifications (F8)' }

test.group('Notification area', (group) => {
  // Two tests import the toast store by its source path.
  group.setup(() => needsViteDevServer())
  test('a flashed toast appears in the "Notifications (F8)" region', async ({ visit, assert }) => {
    const page = await visit('/__test__/flash-toast?title=Profile%20saved&description=All%20good')
    const toast = page
      .getByRole('region', NOTIFICATIONS)
      .locator('li', { hasText: 'Profile saved' })
    await toast.waitFor()
    assert.include(await toast.innerText(), 'All good')
  })

  test('F8 moves focus into the notification area', async ({ visit, assert }) => {
    const page = await visit('/__test__/flash-toast?title=Heads%20up')
    await page.getByRole('region', NOTIFICATIONS).locator('li', { hasText: 'Heads up' }).waitFor()
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('F8')
    const focusedRegion = await page.evaluate(
      () => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? null
    )
    assert.equal(focusedRegion, 'Notifications (F8)')
  })

  test('only one toast shows at a time: a new one replaces the previous', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/__test__/flash-toast?title=First%20notice')
    const toasts = page.getByRole('region', NOTIFICATIONS).locator('li')
    await toasts.filter({ hasText: 'First notice' }).waitFor()

    await page.evaluate(async (url) => {
      const store = await import(/* @vite-ignore */ url)
      store.toast({ title: 'Second notice' })
    }, TOAST_STORE)
    await toasts.filter({ hasText: 'Second notice' }).waitFor()
    await toasts.filter({ hasText: 'First notice' }).waitFor({ state: 'detached' })
    assert.equal(await toasts.count(), 1)
  })

  test('destructive toasts are red; an invalid type throws the spec error', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/__test__/flash-toast?title=Payment%20error&variant=destructive')
    const toast = page
      .getByRole('region', NOTIFICATIONS)
      .locator('li', { hasText: 'Payment error' })
    await toast.waitFor()
    // Computed colours may be oklch(): paint it on a canvas to read it as RGB.
    const [red, green, blue] = await toast.evaluate((element): number[] => {
      const context = document.createElement('canvas').getContext('2d')!
      context.fillStyle = getComputedStyle(element).backgroundColor
      context.fillRect(0, 0, 1, 1)
      return Array.from(context.getImageData(0, 0, 1, 1).data)
    })
    assert.isAbove(red, green + 60, `rgb(${red}, ${green}, ${blue})`)
    assert.isAbove(red, blue + 60, `rgb(${red}, ${green}, ${blue})`)

    const message = await page.evaluate(async (url) => {
      const store = await import(/* @vite-ignore */ url)
      try {
        store.toast({ title: 'x', type: 'sideways' })
        return null
      } catch (error) {
        return (error as Error).message
      }
    }, TOAST_STORE)
    assert.equal(
      message,
      'Invalid prop `type` supplied to `Toast`. Expected `foreground | background`.'
    )
  })

  test('the notification area is in Italian for an Italian visitor', async ({
    browserContext,
    visit,
  }) => {
    await browserContext.addCookies([{ name: 'locale', value: 'it', url: testUrl('/') }])
    const page = await visit('/__test__/flash-toast?title=Salvato')
    await page
      .getByRole('region', { name: 'Notifiche (F8)' })
      .locator('li', { hasText: 'Salvato' })
      .waitFor()
  })

  test('the page with a toast has no serious accessibility violations', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/__test__/flash-toast?title=Saved')
    await page.getByRole('region', NOTIFICATIONS).locator('li', { hasText: 'Saved' }).waitFor()
    assert.deepEqual(await accessibilityViolations(page), [])
  })
})
