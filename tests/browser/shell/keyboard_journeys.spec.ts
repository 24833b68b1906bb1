/// <reference lib="dom" />
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import { DateTime } from 'luxon'
import User from '#accounts/models/user'
import ReferenceDataSeeder from '#database/seeders/01_reference_data_seeder'
import { DAYS_OF_WEEK } from '#business/sessions'
import MentoringSession from '#scheduling/models/mentoring_session'
import ScheduleEntry from '#scheduling/models/schedule_entry'
import { refreshNextAvailable } from '#scheduling/services/mentor_availability'
import { MailCapture } from '#tests/helpers/mail_capture'
import { givenMentor, givenSkill } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { givenSchedule } from '#tests/helpers/sessions'
import { testUrl } from '#tests/helpers/url'
import { toastSaying, token, waitForLink } from '#tests/helpers/pages'
import { getsFocus, Keyboard, settle } from '#tests/helpers/keyboard'
import { NARROW, sidewaysOverflow } from '#tests/helpers/viewport'
import type { Assert } from '@japa/assert'
import type { Page } from 'playwright'
import { emptyDatabase } from '#tests/helpers/clean_slate'

const PASSWORD = 'Correct-Horse-Battery-2026!'
const en = (key: string, data?: Record<string, unknown>) => i18nManager.locale('en').t(key, data)
const it = (key: string, data?: Record<string, unknown>) => i18nManager.locale('it').t(key, data)

/** Every journey at a desktop width and at 320 px (1280 px at 400 % zoom, WCAG 1.4.10). */
const VIEWPORTS = [{ width: 1280, height: 900 }, NARROW]

/** At 320 px the page fits the width: nothing to scroll sideways to (WCAG 1.4.10). */
async function expectNoSidewaysScroll(page: Page, assert: Assert, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  const { culprits } = await sidewaysOverflow(page)
  assert.isAtMost(
    scrollWidth,
    innerWidth,
    `${where} scrolls sideways at ${innerWidth} px: ${scrollWidth} px wide; ${culprits.join('; ')}`
  )
}

test.group('Keyboard only | sign-up, search, booking and settings', (group) => {
  let mails: MailCapture

  group.setup(async () => {
    // Empty before each test: truncate()'s own emptying is its returned clean-up, which an
    // async setup drops (rows of earlier files would show in the console's lists).
    await emptyDatabase()
    await new ReferenceDataSeeder(db.connection()).run()
  })
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  for (const viewport of VIEWPORTS) {
    const narrow = viewport.width === NARROW.width
    test(`sign-up from the home page at ${viewport.width} px: consent banner and register form then e-mail link and onboarding and guided tour`, async ({
      browser,
      assert,
    }) => {
      const email = `keyboard-${token()}@example.test`
      const context = await browser.newContext({ viewport })
      await context.addCookies([{ name: 'locale', value: 'en', url: testUrl('/') }])
      const page = await context.newPage()
      const keys = new Keyboard(page, assert)

      await page.goto(testUrl('/'))
      await settle(page)
      // The banner opens once the page has hydrated.
      await page.getByRole('region', { name: en('consent.title') }).waitFor()

      // The consent banner comes first, right after the skip link.
      await keys.tabTo('button', en('consent.reject'), { max: 4 })
      await keys.press('Enter', 'choosing "Necessary only"')
      assert.equal(
        await page.getByRole('region', { name: en('consent.title') }).count(),
        0,
        'banner closed'
      )

      if (narrow) {
        await expectNoSidewaysScroll(page, assert, 'the home page')
        // At 320 px the header's links are behind its Menu button.
        await keys.tabTo('button', en('common.nav.menu'), { max: 6 })
        await keys.press('Enter', 'opening the menu')
        await page.locator('#mobile-menu').waitFor()
      }
      // Header: the register link.
      await keys.tabTo('link', en('common.nav.register'))
      await keys.press('Enter', 'opening the register page')
      await page.waitForURL(/\/register$/)
      await settle(page)
      if (narrow) await expectNoSidewaysScroll(page, assert, 'the register page')

      await keys.tabTo('textbox', en('auth.register.firstName'))
      await keys.type('Ada')
      await keys.press('Tab')
      await keys.type('Keys')
      await keys.tabTo('textbox', en('auth.register.email'), { max: 3 })
      await keys.type(email)
      await keys.tabTo('textbox', en('auth.register.password'), { max: 3 })
      await keys.type(PASSWORD)
      await keys.tabTo('button', en('auth.register.submit'), { max: 8 })
      await keys.press('Enter', 'submitting the register form')
      await page.getByText(en('auth.register.verificationSent', { email })).waitFor()
      await keys.expectFocus('registering')
      if (narrow) await expectNoSidewaysScroll(page, assert, 'the register page, once sent')

      // The link in the e-mail signs the new user in and opens onboarding.
      await page.goto(testUrl(await waitForLink(mails, email, '/verify-email/')))
      await page.waitForURL(/\/onboarding/)
      await settle(page)

      // Continue; a step that is accepted gives way to the next, whose heading takes the focus.
      // The next Tab waits for that: pressed before, it starts from the old step's button.
      const next = async (label: string, { max = 10, advances = true } = {}) => {
        await keys.tabTo('button', en('onboarding.actions.continue'), { max })
        await keys.press('Enter', `continuing after ${label}`)
        if (advances) await keys.expectFocusOn('heading', /.+/, `continuing after ${label}`)
      }
      const fits = async (step: string) => {
        if (narrow) await expectNoSidewaysScroll(page, assert, `onboarding, ${step}`)
      }
      await fits('the city step')
      await keys.tabTo('textbox', en('onboarding.fields.city'))
      await keys.type('Milano')
      await next('city')
      await page.getByLabel(en('onboarding.hasCompany.no'), { exact: true }).waitFor()
      // Each step is titled as a page of its own.
      const stepTitle = `${en('onboarding.progress', { current: 2, total: 7 })}: ${en('onboarding.steps.company.title')}`
      await page.waitForFunction((title) => document.title.startsWith(title), stepTitle)
      // Continue with nothing chosen: the focus goes to the first choice, described by the error.
      await next('nothing chosen on the company step', { advances: false })
      await page.locator('#has_company-error').waitFor()
      await fits('the company step with its error')
      await keys.expectFocusOn(
        'radio',
        en('onboarding.hasCompany.yes'),
        'continuing with nothing chosen'
      )
      const description = await page.evaluate(() =>
        (document.activeElement?.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim()
      )
      assert.equal(description, await page.locator('#has_company-error').innerText())
      await keys.press('ArrowDown', 'choosing no company')
      assert.isTrue(
        await page.getByLabel(en('onboarding.hasCompany.no'), { exact: true }).isChecked()
      )
      await next('company')
      await keys.tabTo('textbox', en('onboarding.fields.professional_role'), { max: 10 })
      await fits('the role step')
      await keys.type('Founder')
      await next('role')
      // Industries: the filter field, then the first box.
      await keys.tabTo('checkbox', /.+/, { max: 10 })
      await fits('the industries step')
      await keys.press('Space', 'ticking an industry')
      await next('industries', { max: 150 })
      await keys.tabTo('textbox', en('onboarding.fields.growth_challenge'), { max: 10 })
      await fits('the challenge step')
      await keys.type('Finding the first ten paying customers for a B2B tool.')
      await next('challenge')
      await keys.tabTo('radio', /.+/, { max: 10 })
      await fits('the discovery step')
      await keys.press('Space', 'choosing a discovery source')
      await keys.tabTo('button', en('onboarding.actions.finish'), { max: 10 })
      await keys.press('Enter', 'finishing onboarding')

      // The guided tour opens as a dialog with the focus inside; Escape skips it.
      await page.waitForURL(/\/dashboard/)
      const tour = page.getByRole('dialog')
      await tour.waitFor()
      assert.isTrue(await getsFocus(tour, { within: true }), 'focus is in the tour')
      await keys.expectFocus('the tour opening')
      if (narrow) await expectNoSidewaysScroll(page, assert, 'the dashboard with the tour')
      // Focus stays in the dialog while tabbing round it.
      for (let presses = 0; presses < 6; presses++) {
        await keys.press('Tab', 'tabbing in the tour')
        assert.isTrue(
          await tour.evaluate((dialog) => dialog.contains(document.activeElement)),
          'focus trapped'
        )
      }
      await keys.press('Escape', 'skipping the tour')
      await tour.waitFor({ state: 'detached' })
      await keys.expectFocus('the tour closing')
      if (narrow) await expectNoSidewaysScroll(page, assert, 'the dashboard')
      const user = await User.findByOrFail('email', email)
      assert.isTrue(user.onboarded)
      await context.close()
    }).timeout(120_000)
  }

  for (const viewport of VIEWPORTS) {
    const narrow = viewport.width === NARROW.width
    test(`search the mentor list at ${viewport.width} px: filter and sort then open a profile and book a session`, async ({
      browser,
      assert,
    }) => {
      const lastName = `Keys${token()}`
      const skill = await givenSkill(`Keyboard craft ${token()}`)
      const { user: mentor, profile } = await givenMentor({
        firstName: 'Harriet',
        lastName,
        timezone: 'Europe/London',
        sessionDuration: 60,
        skills: [skill],
        rating: 4.8,
      })
      await givenMentor({ firstName: 'Other', lastName, rating: 3.9 })
      for (const dayOfWeek of DAYS_OF_WEEK) {
        await ScheduleEntry.create({
          mentorProfileId: profile.id,
          dayOfWeek,
          startTime: '09:00',
          endTime: '17:00',
        })
      }
      await refreshNextAvailable([profile.id])
      // A new mentee: the free first call lets them book.
      const mentee = await givenUser({
        firstName: 'Marco',
        lastName: 'Tasti',
        timezone: 'Europe/Rome',
        locale: 'en',
      })
      const context = await browser.newContext({ viewport })
      // No consent choice yet: the banner stays open, and nothing focused may hide under it.
      await context.addCookies([{ name: 'locale', value: 'en', url: testUrl('/') }])
      await context.loginAs(mentee)
      const page = await context.newPage()
      const keys = new Keyboard(page, assert)

      await page.goto(testUrl('/mentors'))
      await settle(page)

      // Search by name.
      await keys.tabTo('searchbox', en('mentors.list.searchLabel'))
      await keys.type(lastName)
      await keys.press('Enter', 'searching')
      await page.waitForURL((url) => url.searchParams.get('q') === lastName)
      await page.locator('[data-mentor-id]').nth(1).waitFor()
      assert.equal(await page.locator('[data-mentor-id]').count(), 2)
      await keys.expectFocus('the search results')
      if (narrow) await expectNoSidewaysScroll(page, assert, 'the mentor list')

      // Filter by skill: back to the skills disclosure, open it, tick the skill, apply.
      await keys.tabTo(/.*/, new RegExp(`^${en('mentors.list.skills')}`), {
        backwards: true,
        max: 10,
      })
      await keys.press('Enter', 'opening the skills filter')
      if (narrow) await expectNoSidewaysScroll(page, assert, 'the mentor list, its skills open')
      await keys.tabTo('checkbox', skill.name, { max: 150 })
      await keys.press('Space', 'ticking the skill')
      await keys.tabTo('button', en('mentors.list.applyFilters'), { max: 150 })
      await keys.press('Enter', 'applying the filters')
      await page.waitForURL((url) => url.searchParams.get('skills') === skill.slug)
      await page.locator('[data-mentor-id]').nth(1).waitFor({ state: 'detached' })
      assert.equal(await page.locator('[data-mentor-id]').count(), 1)
      await keys.expectFocus('the filtered results')
      if (narrow) await expectNoSidewaysScroll(page, assert, 'the filtered mentor list')

      // Another order: the arrow keys move through the sorts and nothing happens until Enter
      // (WCAG 3.2.2); the focus then comes back to the field.
      const sort = await keys.tabTo('combobox', en('mentors.list.sortLabel'), { max: 5 })
      await keys.press('Enter', 'opening the sorts')
      // The list takes the focus once it is open (its chosen sort); the arrow key goes there.
      // Radix's Select focuses the chosen option again whenever it re-renders while placing
      // itself (its scroll buttons, its refs): an arrow key pressed in between is undone. So the
      // key waits until the chosen option holds the focus over two frames in a row.
      await page.getByRole('listbox').waitFor()
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-selected') === 'true',
        undefined,
        { polling: 50 }
      )
      await settle(page)
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-selected') === 'true',
        undefined,
        { polling: 50 }
      )
      const highlighted = await keys.press('ArrowDown', 'passing over a sort')
      assert.equal(highlighted.name.trim(), en('mentors.sort.availability'))
      await settle(page)
      assert.isNull(new URL(page.url()).searchParams.get('sort'), 'an arrow key does not sort')
      await keys.press('Enter', 'choosing the sort')
      await page.waitForURL((url) => url.searchParams.get('sort') === 'availability')
      await settle(page)
      const after = await keys.expectFocus('the new order')
      assert.equal(after.name, sort.name, 'focus stays on the sort field')

      // The mentor's profile, then the booking page.
      await keys.tabTo('link', en('mentors.card.viewProfile', { name: `Harriet ${lastName}` }), {
        max: 10,
      })
      await keys.press('Enter', 'opening the profile')
      await page.waitForURL(new RegExp(`/mentors/${mentor.id}$`))
      await settle(page)
      await keys.expectFocus('the profile opening')
      if (narrow) await expectNoSidewaysScroll(page, assert, 'the mentor profile')
      await keys.tabTo('link', en('mentor_profile.actions.requestCall'), { max: 40 })
      await keys.press('Enter', 'opening the booking page')
      await page.waitForURL(new RegExp(`/mentors/${mentor.id}/sessions/new$`))
      await page
        .locator('fieldset[data-day] input[type=radio]')
        .first()
        .waitFor({ state: 'attached' })
      if (narrow) await expectNoSidewaysScroll(page, assert, 'the booking page')

      // A slot on the second day: the arrow keys move through the times, day after day.
      await keys.tabTo('radio', /your time/, { max: 20 })
      const firstDay = await page
        .locator('fieldset[data-day]')
        .first()
        .locator('input[type=radio]')
        .count()
      for (let step = 0; step < firstDay; step++) await keys.press('ArrowDown', 'choosing a slot')
      const chosen = page.locator('input[name="booking-slots-slot"]:checked')
      const chosenStart = await chosen.inputValue()
      assert.equal(
        await chosen.evaluate((input) => input.closest('fieldset')?.dataset.day),
        await page.locator('fieldset[data-day]').nth(1).getAttribute('data-day'),
        'a slot of the second day is chosen'
      )

      await keys.tabTo('textbox', en('booking.fields.objective'), { max: 10 })
      await keys.type('Prepare the seed round pitch for investors')
      await keys.tabTo('textbox', en('booking.fields.problem'), { max: 3 })
      await keys.type('Our deck does not explain the market size well')
      await keys.tabTo('textbox', en('booking.fields.desiredOutcome'), { max: 3 })
      await keys.type('A clear story and a list of investors to contact')
      await keys.tabTo('combobox', en('booking.fields.communicationTool'), { max: 3 })
      await keys.press('ArrowDown', 'choosing the communication tool')
      const tool = await page.getByLabel(en('booking.fields.communicationTool')).inputValue()
      await keys.tabTo('checkbox', en('booking.confirm.label'), { max: 3 })
      await keys.press('Space', 'confirming the best practices')
      await keys.tabTo('button', en('booking.submit'), { max: 5 })
      await keys.press('Enter', 'requesting the session')

      await page.waitForURL(/\/dashboard\/sessions\?tab=upcoming$/)
      await toastSaying(page, en('booking.toasts.booked')).waitFor()
      await keys.expectFocus('the booking')
      if (narrow) await expectNoSidewaysScroll(page, assert, 'My Sessions')
      const booked = await MentoringSession.query()
        .where('menteeUserId', mentee.id)
        .where('mentorUserId', mentor.id)
        .firstOrFail()
      assert.equal(booked.status, 'pending')
      assert.equal(booked.startsAt.toISO(), DateTime.fromISO(chosenStart).toUTC().toISO())
      assert.equal(booked.communicationTool, tool)

      // A dialog of My Sessions: opened by keyboard, it holds the focus, and Escape gives it back.
      const card = page.locator(`article[data-session-id="${booked.id}"]`)
      await keys.tabTo('button', en('my_sessions.actions.addNotes'), { max: 40 })
      await keys.press('Enter', 'opening the notes dialog')
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      if (narrow) await expectNoSidewaysScroll(page, assert, 'My Sessions, its notes dialog open')
      for (let presses = 0; presses < 5; presses++) {
        await keys.press('Tab', 'tabbing in the notes dialog')
        assert.isTrue(
          await dialog.evaluate((one) => one.contains(document.activeElement)),
          'focus trapped'
        )
      }
      await keys.press('Escape', 'closing the notes dialog')
      await dialog.waitFor({ state: 'detached' })
      await keys.expectFocusOn(
        'button',
        en('my_sessions.actions.addNotes'),
        'the notes dialog closing'
      )
      assert.isTrue(await card.evaluate((one) => one.contains(document.activeElement)))
      await context.close()
    }).timeout(120_000)
  }

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 320, height: 640 },
  ]) {
    test(`booking with its errors at ${viewport.width} px: the focus goes to the first time, which names the error; more days bring the focus to their first time`, async ({
      browser,
      assert,
    }) => {
      const { user: mentor, profile } = await givenMentor({ firstName: 'Ines', timezone: 'UTC' })
      await givenSchedule(profile, '09:00', '11:00')
      const mentee = await givenUser({ timezone: 'UTC', locale: 'en' })
      const context = await browser.newContext({ viewport })
      await context.addCookies([{ name: 'locale', value: 'en', url: testUrl('/') }])
      await context.loginAs(mentee)
      const page = await context.newPage()
      const keys = new Keyboard(page, assert)
      await page.goto(testUrl(`/mentors/${mentor.id}/sessions/new`))
      await settle(page)
      await page
        .locator('fieldset[data-day] input[type=radio]')
        .first()
        .waitFor({ state: 'attached' })

      // Nothing chosen, nothing typed: requested anyway.
      await keys.tabTo('button', en('booking.submit'), { max: 80 })
      await keys.press('Enter', 'requesting with nothing filled in')
      // The first time of the slots takes the focus.
      await keys.expectFocusOn('radio', /.+/, 'the refused request')
      const described = await page.evaluate(() => {
        const ids = document.activeElement?.getAttribute('aria-describedby') ?? ''
        return ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      })
      assert.include(described, en('booking.slots.required'))
      assert.equal(
        await page.evaluate(() => (document.activeElement as HTMLInputElement).value),
        await page.locator('fieldset[data-day] input[type=radio]').first().inputValue()
      )

      // "Show more days" goes once pressed: the focus moves to the first time it brought.
      await keys.tabTo('button', en('booking.slots.showMore'), { max: 20 })
      const fifthDay = page.locator('fieldset[data-day]').nth(4)
      await keys.press('Enter', 'showing more days')
      await fifthDay.waitFor()
      assert.isTrue(
        await getsFocus(fifthDay.locator('input[type=radio]').first()),
        'the first time of the first new day has the focus'
      )
      await keys.expectFocus('the new days')

      // A text's length: the field is described by it, and it is read out once typing pauses.
      const region = page.getByTestId('booking-objective-counter-announcement')
      await region.evaluate((live) => {
        const heard: string[] = []
        ;(window as any).heard = heard
        new MutationObserver(() => heard.push(live.textContent ?? '')).observe(live, {
          childList: true,
          subtree: true,
          characterData: true,
        })
      })
      await keys.tabTo('textbox', en('booking.fields.objective'), { max: 20 })
      await page.keyboard.type('Prepare the seed round', { delay: 30 })
      await page.waitForFunction(() => (window as any).heard.length > 0)
      await page.waitForTimeout(1000)
      const counted = await page.getByTestId('booking-objective-counter').innerText()
      assert.deepEqual(await page.evaluate(() => (window as any).heard), [counted])
      const objective = await page.evaluate(() =>
        (document.activeElement?.getAttribute('aria-describedby') ?? '').split(' ')
      )
      assert.include(objective, 'booking-objective-counter')
      await context.close()
    }).timeout(90_000)
  }

  for (const viewport of VIEWPORTS) {
    const narrow = viewport.width === NARROW.width
    test(`settings at ${viewport.width} px: change a field and save then switch the language`, async ({
      browser,
      assert,
    }) => {
      const member = await givenUser({ firstName: 'Lena', lastName: 'Tastiera', locale: 'en' })
      const context = await browser.newContext({ viewport })
      await context.addCookies([{ name: 'locale', value: 'en', url: testUrl('/') }])
      await context.loginAs(member)
      const page = await context.newPage()
      const keys = new Keyboard(page, assert)
      await page.goto(testUrl('/settings/profile/basic'))
      await settle(page)
      await page.getByRole('region', { name: en('consent.title') }).waitFor()
      if (narrow) await expectNoSidewaysScroll(page, assert, 'the profile settings')

      // The consent banner first (right after the skip link), then the city field: replace its text and save.
      await keys.tabTo('button', en('consent.reject'), { max: 4 })
      await keys.press('Enter', 'choosing "Necessary only"')
      await keys.tabTo('textbox', en('settings.fields.city'), { max: 80 })
      await keys.press('Control+A', 'selecting the city')
      await keys.type('Torino')
      // This member has no industry yet, and the profile needs one: the first box of the picker.
      await keys.tabTo('checkbox', /.+/, { max: 10 })
      await keys.press('Space', 'ticking an industry')
      await keys.tabTo('button', en('settings.actions.save'), { max: 150 })
      await keys.press('Enter', 'saving the profile')
      await toastSaying(page, en('settings.basic.saved')).waitFor()
      await settle(page)
      await keys.expectFocus('the profile saved')
      if (narrow) await expectNoSidewaysScroll(page, assert, 'the profile settings, once saved')
      // Saved: a fresh load of the page shows it.
      await page.reload()
      await settle(page)
      assert.equal(
        await page.getByRole('textbox', { name: en('settings.fields.city') }).inputValue(),
        'Torino'
      )

      // The language field in the header: the next language, and the page speaks it.
      const languages = `${en('common.locale.label')}: English`
      await keys.tabTo('button', languages, { max: 20 })
      await keys.press('Enter', 'opening the languages')
      // Escape closes the list and gives the focus back to its button.
      await keys.tabTo('button', 'English', { max: 1 })
      await page.keyboard.press('Escape')
      await keys.expectFocusOn('button', languages, 'closing the languages')
      assert.equal(await page.getByRole('button', { name: 'Italiano', exact: true }).count(), 0)
      await keys.press('Enter', 'opening the languages again')
      await keys.tabTo('button', 'Italiano', { max: 2 })
      assert.equal(
        await page.locator('html').getAttribute('lang'),
        'en',
        'an arrow key does not switch'
      )
      await keys.press('Enter', 'choosing Italiano')
      await page.getByRole('heading', { level: 1, name: it('settings.basic.title') }).waitFor()
      await settle(page)
      const language = await keys.expectFocus('switching the language')
      assert.equal(
        language.name,
        `${it('common.locale.label')}: Italiano`,
        'the focus is back on the language button'
      )
      assert.equal(await page.locator('html').getAttribute('lang'), 'it')
      if (narrow) await expectNoSidewaysScroll(page, assert, 'the profile settings in Italian')
      await context.close()
    }).timeout(120_000)
  }
})
