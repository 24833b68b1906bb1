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

/** Small: under the medium breakpoint (768 px); large: from it up. */
const SIZES = {
  '360 px': { width: 360, height: 780, large: false },
  '700 px': { width: 700, height: 900, large: false },
  '767 px': { width: 767, height: 900, large: false },
  '768 px': { width: 768, height: 900, large: true },
  'desktop': { width: 1280, height: 900, large: true },
}

test.group('Notification area | position', () => {
  test(
    'at the top on a small screen, bottom-right on a large one, above the cookie banner ({$self})'
  )
    .with(['360 px', '700 px', '767 px', '768 px', 'desktop'] as const)
    .run(async ({ browser, assert }, size) => {
      const { large, ...viewport } = SIZES[size]
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
      if (!large) {
        assert.isAtMost(box.y, 20, 'at the top')
        assert.isAtMost(box.width, viewport.width)
        assert.isAtLeast(box.width, viewport.width - 40, 'the full width, not 420 px')
      } else {
        assert.isAtMost(box.width, 420)
        assert.isAtLeast(box.x + box.width, viewport.width - 20, 'at the right')
        assert.isAbove(box.y, viewport.height / 2, 'in the lower half')
        assert.isAtMost(box.y + box.height, bannerBox.y, 'above the cookie banner')
      }
      await context.close()
    })
})
