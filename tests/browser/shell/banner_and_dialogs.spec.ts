/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import i18nManager from '@adonisjs/i18n/services/main'
import type { Browser, Locator, Page } from 'playwright'
import type User from '#accounts/models/user'
import { givenBookableMentor, givenSession } from '#tests/helpers/sessions'
import { givenUser } from '#tests/helpers/users'
import { visit } from '#tests/helpers/pages'
import { getsFocus } from '#tests/helpers/keyboard'
import { testUrl } from '#tests/helpers/url'
import { NARROW, ZOOMED, focusedObstruction, obstruction } from '#tests/helpers/viewport'

type Locale = 'en' | 'it'

const SIZES = { '320 px': NARROW, '200 % zoom': ZOOMED }

const VARIANTS = [
  ['320 px', 'en'],
  ['200 % zoom', 'en'],
  ['320 px', 'it'],
] as const

function texts(locale: Locale) {
  return (key: string, data?: Record<string, unknown>) => i18nManager.locale(locale).t(key, data)
}

/** A signed-in page at `size`, with the cookie banner still unanswered. */
async function signedIn(browser: Browser, user: User, size: keyof typeof SIZES, locale: Locale) {
  user.locale = locale
  await user.save()
  const context = await browser.newContext({ viewport: SIZES[size] })
  // The first visit compiles the page's code, slowly on a busy machine.
  context.setDefaultNavigationTimeout(90_000)
  await context.addCookies([{ name: 'locale', value: locale, url: testUrl('/') }])
  await context.loginAs(user)
  return { context, page: await context.newPage() }
}

/**
 * Tab from where the focus is until `target` has it; every stop on the way
 * must be whole on screen and uncovered (the banner included: 2.4.11).
 */
async function tabTo(page: Page, assert: Assert, target: Locator, max = 80) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab')
    const { name, problem } = await focusedObstruction(page)
    assert.isNull(problem, `the focused ${name} ${problem} (Tab ${presses + 1})`)
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`${max} Tabs never reached the target`)
}

/**
 * With the dialog open: the dialog is whole on screen; Tab goes round every
 * control in it (the focus stays trapped) and each one, when focused, is
 * seen (a button whole) and nothing covers it; every button was among them. The
 * unanswered banner is still there, under the dialog's overlay.
 */
async function expectDialogOnTop(page: Page, assert: Assert, dialog: Locator, banner: Locator) {
  await dialog.waitFor()
  // Radix moves the focus in on the next frame.
  await page.waitForFunction(() =>
    document.querySelector('[role="dialog"]')?.contains(document.activeElement)
  )
  assert.isNull(await obstruction(dialog), 'the dialog')

  const buttons = await dialog.getByRole('button').evaluateAll((elements) => elements.length)
  const seen = new Set<string>()
  let buttonsSeen = 0
  for (let presses = 0; presses < 30; presses++) {
    const isButton = await page.evaluate(() => document.activeElement?.tagName === 'BUTTON')
    const { name, problem } = await focusedObstruction(page, { whole: isButton })
    assert.isNull(problem, `the focused ${name} ${problem}`)
    const where = await page.evaluate(() => {
      const element = document.activeElement!
      return {
        inside: !!element.closest('[role="dialog"]'),
        key: `${element.tagName}#${element.id}:${element.textContent}:${element.getAttribute('aria-label')}`,
        button: element.tagName === 'BUTTON',
      }
    })
    assert.isTrue(where.inside, `the focus left the dialog for ${name}`)
    if (seen.has(where.key)) break
    seen.add(where.key)
    if (where.button) buttonsSeen++
    await page.keyboard.press('Tab')
  }
  assert.isAbove(buttons, 1)
  assert.equal(buttonsSeen, buttons, 'Tab reached every button of the dialog')
  assert.equal(await banner.count(), 1, 'the banner is still unanswered')
  assert.match(
    (await obstruction(banner)) ?? 'on top',
    /covered by/,
    'the banner is under the dialog’s overlay'
  )
}

test.group('Shell | the unanswered cookie banner never covers a dialog or the focus', () => {
  for (const [size, locale] of VARIANTS) {
    test(`the banner's own controls, its choices open, are seen when focused at ${size} (${locale})`, async ({
      browser,
      assert,
    }) => {
      const t = texts(locale)
      const context = await browser.newContext({ viewport: SIZES[size] })
      context.setDefaultNavigationTimeout(90_000)
      await context.addCookies([{ name: 'locale', value: locale, url: testUrl('/') }])
      const page = await context.newPage()
      await visit(page, '/mentors')
      const banner = page.getByRole('region', { name: t('consent.title') })
      await banner.waitFor()
      await tabTo(page, assert, banner.getByRole('button', { name: t('consent.choose') }), 5)
      await page.keyboard.press('Enter')
      // The first choice takes the focus on the next frame: Tab only from there.
      const firstChoice = banner.getByRole('checkbox', { name: new RegExp(t('consent.analytics')) })
      assert.isTrue(await getsFocus(firstChoice), 'the first choice has the focus')
      assert.isNull(await obstruction(banner), 'the banner, its choices open')
      const first = await focusedObstruction(page)
      assert.isNull(first.problem, `the focused ${first.name} ${first.problem}`)
      // Every control of the banner in turn, then on to the header.
      const stops: string[] = []
      for (let presses = 0; presses < 10; presses++) {
        await page.keyboard.press('Tab')
        const { name, problem } = await focusedObstruction(page)
        if (!(await banner.evaluate((region) => region.contains(document.activeElement)))) break
        assert.isNull(problem, `the focused ${name} ${problem}`)
        stops.push(name)
      }
      assert.lengthOf(stops, 4, `the choices and buttons: ${stops.join(', ')}`)
      await context.close()
    })

    test(`a mentee cancels a session by keyboard at ${size} (${locale})`, async ({
      browser,
      assert,
    }) => {
      const t = texts(locale)
      const mentor = await givenBookableMentor({ firstName: 'Alessandra', lastName: 'Bartolomei' })
      const mentee = await givenUser()
      const session = await givenSession(mentor.user, mentee)
      const { context, page } = await signedIn(browser, mentee, size, locale)
      await visit(page, '/dashboard/sessions')
      const banner = page.getByRole('region', { name: t('consent.title'), includeHidden: true })
      await banner.waitFor()

      const card = page.locator(`article[data-session-id="${session.id}"]`)
      const cancel = card.getByRole('button', { name: t('my_sessions.dialogs.cancel.submit') })
      await tabTo(page, assert, cancel)
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', {
        name: t('my_sessions.dialogs.cancel.title', { name: 'Alessandra Bartolomei' }),
      })
      await expectDialogOnTop(page, assert, dialog, banner)
      for (const name of [
        t('my_sessions.dialogs.cancel.submit'),
        t('my_sessions.dialogs.cancel.keep'),
        t('my_sessions.dialogs.close'),
      ]) {
        assert.equal(await dialog.getByRole('button', { name, exact: true }).count(), 1, name)
      }

      // Cancelling takes the card off Upcoming: the focus goes to the list's heading.
      await dialog.getByRole('textbox').first().focus()
      await page.keyboard.type('Something came up at work, sorry.')
      await tabTo(
        page,
        assert,
        dialog.getByRole('button', { name: t('my_sessions.dialogs.cancel.submit'), exact: true })
      )
      await page.keyboard.press('Enter')
      await card.waitFor({ state: 'detached' })
      await page.waitForFunction(() => document.activeElement?.tagName === 'H2')
      assert.equal(
        await page.evaluate(() => document.activeElement?.textContent),
        t('my_sessions.tabs.upcoming')
      )
      await context.close()
    })

    test(`a mentor adds a schedule exception by keyboard at ${size} (${locale})`, async ({
      browser,
      assert,
    }) => {
      const t = texts(locale)
      const mentor = await givenBookableMentor()
      const { context, page } = await signedIn(browser, mentor.user, size, locale)
      await visit(page, '/settings/profile/schedule')
      const banner = page.getByRole('region', { name: t('consent.title'), includeHidden: true })
      await banner.waitFor()

      const add = page.getByRole('button', { name: t('schedule_settings.exceptions.add') })
      await tabTo(page, assert, add, 150)
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', {
        name: t('schedule_settings.exceptions.dialog.addTitle'),
      })
      await dialog.waitFor()
      // The longer form: available only between two times.
      await tabTo(page, assert, dialog.getByRole('radio').first())
      await page.keyboard.press('ArrowDown')
      await dialog.getByLabel(t('schedule_settings.fields.startTime')).waitFor()
      await expectDialogOnTop(page, assert, dialog, banner)
      for (const name of [
        t('schedule_settings.exceptions.dialog.save'),
        t('schedule_settings.exceptions.dialog.cancel'),
        t('schedule_settings.exceptions.dialog.close'),
      ]) {
        assert.equal(await dialog.getByRole('button', { name, exact: true }).count(), 1, name)
      }
      await context.close()
    })
  }
})
