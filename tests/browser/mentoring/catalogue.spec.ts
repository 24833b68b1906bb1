/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright'
import { MENTOR_LIST_RULES } from '#business/matching'
import { accessibilityViolations } from '#tests/helpers/axe'
import { givenIndustry, givenMentor, givenSkill } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { testUrl } from '#tests/helpers/url'
import { visit } from '#tests/helpers/pages'
import { holdRequests, pressAgainWhileBusy } from '#tests/helpers/keyboard'
import SavedMentor from '#mentoring/models/saved_mentor'

/** A surname only this run's mentors carry, so the list shows just them. */
function token() {
  return `Scroll${Date.now().toString(36)}${Math.round(Math.random() * 1e4)}`
}

async function givenListOf(count: number, lastName: string) {
  const skill = await givenSkill('Go-to-market')
  const industry = await givenIndustry('Marketplaces', 'Commerce')
  const mentors = []
  for (let index = 0; index < count; index++) {
    mentors.push(
      await givenMentor({
        firstName: `Mentor${String(index).padStart(2, '0')}`,
        lastName,
        sessionsCount: 1000 - index,
        rating: 4.5,
        skills: [skill],
        industries: [{ industry, years: 5 }],
        nextAvailableAt: DateTime.utc().plus({ days: 4 }),
      })
    )
  }
  return mentors
}

/** Distance from the viewport's top to the card of this mentor. */
function cardTop(page: Page, mentorId: number) {
  return page.evaluate(
    (id) => document.querySelector(`[data-mentor-id="${id}"]`)?.getBoundingClientRect().top ?? null,
    mentorId
  )
}

test.group('Mentor list | browser', () => {
  test('list -> profile -> back scrolls to the card that was opened', async ({
    browser,
    assert,
  }) => {
    const lastName = token()
    const mentors = await givenListOf(MENTOR_LIST_RULES.pageSize + 10, lastName)
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await visit(page, `/mentors?q=${lastName}&sort=sessions-desc`)
    assert.equal(await page.locator('[data-mentor-id]').count(), MENTOR_LIST_RULES.pageSize)

    // Load more keeps the URL shareable.
    await page.getByRole('button', { name: 'Load more' }).click()
    await page.waitForFunction(
      (expected) => document.querySelectorAll('[data-mentor-id]').length === expected,
      mentors.length
    )
    assert.include(page.url(), 'page=2')
    assert.isTrue(
      await page.getByText(`Showing ${mentors.length} of ${mentors.length}`).isVisible()
    )

    // Open the 18th mentor from far down the list.
    const target = mentors[17].user
    const link = page.getByRole('link', { name: `View profile of Mentor17 ${lastName}` })
    await link.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 150))
    await link.click()
    await page.waitForURL((url) => url.pathname === `/mentors/${target.id}`)

    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/mentors')
    await page.waitForFunction(
      (id) => {
        const top = document.querySelector(`[data-mentor-id="${id}"]`)?.getBoundingClientRect().top
        return top !== undefined && Math.abs(top - 100) <= 2
      },
      target.id,
      { timeout: 6000 }
    )
    assert.closeTo((await cardTop(page, target.id))!, MENTOR_LIST_RULES.scrollOffsetPx, 2)
    assert.equal(await page.locator('[data-mentor-id]').count(), mentors.length)
    assert.isTrue(
      await link.evaluate((element) => element === document.activeElement),
      'the focus is back on the profile link of the card that was opened'
    )

    // Coming back by a fresh load of the shared URL also finds the card.
    await page.goto(testUrl(`/mentors/${target.id}`))
    await page.goto(testUrl(`/mentors?q=${lastName}&sort=sessions-desc&page=2`))
    await page.waitForFunction(
      (id) => {
        const top = document.querySelector(`[data-mentor-id="${id}"]`)?.getBoundingClientRect().top
        return top !== undefined && Math.abs(top - 100) <= 2
      },
      target.id,
      { timeout: 6000 }
    )

    // Another page starts at the top.
    await visit(page, '/pricing')
    assert.equal(await page.evaluate(() => window.scrollY), 0)
    await context.close()
  })

  test('search, sort and filters update the shareable URL; axe finds nothing', async ({
    browser,
    assert,
  }) => {
    const lastName = token()
    await givenListOf(3, lastName)
    const context = await browser.newContext()
    const page = await context.newPage()
    await visit(page, '/mentors')
    assert.deepEqual(await accessibilityViolations(page), [], 'list')

    await page.getByLabel('Search mentors').fill(lastName)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('q') === lastName)
    assert.equal(await page.locator('[data-mentor-id]').count(), 3)

    await page.getByRole('combobox', { name: 'Sort by' }).click()
    await page.getByRole('option', { name: 'Fewest sessions' }).click()
    await page.waitForURL((url) => url.searchParams.get('sort') === 'sessions-asc')
    assert.equal(
      await page.locator('[data-mentor-id] h3').first().textContent(),
      `Mentor02 ${lastName}`
    )

    await page.getByLabel('Maximum rate (€)').fill('1')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.waitForURL((url) => url.searchParams.get('price_max') === '1')
    assert.isTrue(await page.getByText('No mentors found').isVisible())
    assert.deepEqual(await accessibilityViolations(page), [], 'empty state')
    await context.close()
  })

  test('a card reads each fact for what it is, never a sort name as a badge (English and Italian)', async ({
    browser,
    assert,
  }) => {
    const lastName = token()
    await givenMentor({
      firstName: 'Rated',
      lastName,
      rating: 3,
      ratingsCount: 2,
      sessionsCount: 7,
      hourlyRate: 120,
      nextAvailableAt: DateTime.utc().plus({ days: 4 }),
    })
    await givenMentor({
      firstName: 'Fresh',
      lastName,
      ratingsCount: 0,
      sessionsCount: 0,
      nextAvailableAt: null,
    })
    const sortNames = {
      en: [
        'Highest rated',
        'Lowest rated',
        'Most sessions',
        'Fewest sessions',
        'Soonest available',
        'Recommended',
      ],
      it: [
        'Valutazione più alta',
        'Valutazione più bassa',
        'Più sessioni',
        'Meno sessioni',
        'Primi disponibili',
        'Consigliati',
      ],
    }
    for (const locale of ['en', 'it'] as const) {
      const context = await browser.newContext()
      await context.addCookies([{ name: 'locale', value: locale, url: testUrl('/') }])
      const page = await context.newPage()
      await visit(page, `/mentors?q=${lastName}`)
      const rated = await page.locator('article', { hasText: `Rated ${lastName}` }).ariaSnapshot()
      const fresh = await page.locator('article', { hasText: `Fresh ${lastName}` }).ariaSnapshot()
      for (const name of sortNames[locale]) {
        assert.notInclude(rated, name, `${locale}: rated card`)
        assert.notInclude(fresh, name, `${locale}: new mentor's card`)
      }
      if (locale === 'en') {
        assert.include(rated, 'Rating: 3 out of 5 (2 reviews)')
        assert.include(rated, '7 sessions')
        assert.include(fresh, 'New mentor')
        assert.notInclude(fresh, 'out of 5')
        assert.include(fresh, 'No sessions yet')
        assert.include(fresh, 'No free slots in the next weeks')
      } else {
        assert.include(rated, 'Valutazione: 3 su 5 (2 recensioni)')
        assert.include(fresh, 'Nuovo mentor')
      }
      assert.deepEqual(await accessibilityViolations(page), [], `${locale}: cards`)
      await context.close()
    }
  })

  test('a STUDENT saves from a card; /saved-mentors lists it; axe finds nothing', async ({
    browser,
    assert,
  }) => {
    const lastName = token()
    const [mentor] = await givenListOf(1, lastName)
    const student = await givenUser({ firstName: 'Sara', lastName: 'Bianchi' })
    const context = await browser.newContext()
    await context.loginAs(student)
    const page = await context.newPage()
    await visit(page, `/mentors?q=${lastName}`)

    // With the keyboard, on a slow network: the heart keeps the focus while it saves, and a
    // second press meanwhile sends nothing (no removal).
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/saved-mentors/')) sent.push(request.method())
    })
    const held = await holdRequests(page, '**/api/saved-mentors/*', 'PUT')
    await page.getByRole('button', { name: `Save Mentor00 ${lastName}` }).focus()
    await page.keyboard.press('Enter')
    const busyHeart = page.locator(`[data-testid="save-mentor-${mentor.user.id}"][aria-disabled]`)
    const busy = await pressAgainWhileBusy(page, busyHeart)
    assert.deepEqual(busy, { focused: true, ariaDisabled: 'true' })
    held.release()
    await page
      .locator(`[data-testid="save-mentor-${mentor.user.id}"]:not([aria-disabled])`)
      .waitFor()
    assert.deepEqual(sent, ['PUT'])
    assert.equal(
      await page
        .getByRole('button', { name: `Remove Mentor00 ${lastName} from saved mentors` })
        .getAttribute('aria-pressed'),
      'true'
    )
    assert.isNotNull(await SavedMentor.findBy({ userId: student.id, mentorUserId: mentor.user.id }))

    await visit(page, '/saved-mentors')
    assert.equal(await page.locator(`[data-mentor-id="${mentor.user.id}"]`).count(), 1)
    assert.deepEqual(await accessibilityViolations(page), [], 'saved mentors')

    await page
      .getByRole('button', { name: `Remove Mentor00 ${lastName} from saved mentors` })
      .click()
    await page.getByText('No saved mentors yet').waitFor()
    assert.isNull(await SavedMentor.findBy({ userId: student.id, mentorUserId: mentor.user.id }))
    await context.close()
  })
})
