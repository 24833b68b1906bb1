/// <reference lib="dom" />
import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { flashToast } from '#core/services/toast'
import { NOTIFICATIONS } from '#tests/helpers/pages'
import { testUrl } from '#tests/helpers/url'

/** A test-only page that flashes a toast, then shows the home page. */
router
  .get('/__test__/toast-position', (ctx) => {
    flashToast(ctx, { title: ctx.request.input('title', 'Saved') })
    return ctx.response.redirect('/')
  })
  .as('test.toastPosition')

const SIZES = {
  '360 px': { width: 360, height: 780 },
  'desktop': { width: 1280, height: 900 },
}

test.group('Notification area | position', () => {
  test(
    'at the top on a small screen, bottom-right on a large one, above the cookie banner ({$self})'
  )
    .with(['360 px', 'desktop'] as const)
    .run(async ({ browser, assert }, size) => {
      const viewport = SIZES[size]
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      await page.goto(testUrl('/__test__/toast-position?title=Where%20am%20I'))
      const toast = page.getByRole('region', NOTIFICATIONS).locator('li', { hasText: 'Where am I' })
      await toast.waitFor()
      const banner = page.getByRole('region', { name: 'Cookies on Mentorship Hub' })
      await banner.waitFor()
      await page.waitForTimeout(400) // the toast's entry animation
      const box = (await toast.boundingBox())!
      const bannerBox = (await banner.boundingBox())!
      if (size === '360 px') {
        assert.isAtMost(box.y, 20, 'at the top')
        assert.isAtMost(box.width, viewport.width)
      } else {
        assert.isAtMost(box.width, 420)
        assert.isAtLeast(box.x + box.width, viewport.width - 20, 'at the right')
        assert.isAbove(box.y, viewport.height / 2, 'in the lower half')
        assert.isAtMost(box.y + box.height, bannerBox.y, 'above the cookie banner')
      }
      await context.close()
    })
})
