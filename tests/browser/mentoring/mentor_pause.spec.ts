/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import MentorProfile from '#mentoring/models/mentor_profile'
import { findListedMentor, pauseMentor } from '#mentoring/index'
import { accessibilityViolations } from '#tests/helpers/axe'
import { givenMentor } from '#tests/helpers/mentors'
import { testUrl } from '#tests/helpers/url'
import { toastSaying, visit } from '#tests/helpers/pages'

test.group('Mentoring | responsive mentors in the browser', () => {
  test('the banner says why on the dashboard and the settings, in both languages; one click lists them again', async ({
    browser,
    assert,
  }) => {
    const { user } = await givenMentor({ firstName: 'Paola' })
    await pauseMentor(user.id, 'expiries', DateTime.fromISO('2026-11-20T09:00:00Z'))

    for (const [locale, title, why] of [
      ['it', 'Il tuo profilo è in pausa', 'Dal 20 novembre 2026, perché le tue ultime 3 richieste'],
      [
        'en',
        'Your profile is paused',
        'Since November 20, 2026, because your last 3 booking requests',
      ],
    ] as const) {
      const context = await browser.newContext()
      await context.addCookies([{ name: 'locale', value: locale, url: testUrl('/') }])
      await context.loginAs(user)
      const page = await context.newPage()
      await visit(page, '/settings/profile/mentor')
      const banner = page.getByRole('region', { name: title })
      assert.include(await banner.innerText(), why, locale)
      assert.deepEqual(
        await accessibilityViolations(page),
        [],
        `${locale}: settings with the banner`
      )
      await context.close()
    }

    const context = await browser.newContext()
    await context.loginAs(user)
    const page = await context.newPage()
    await visit(page, '/dashboard')
    const banner = page.getByRole('region', { name: 'Your profile is paused' })
    await banner.waitFor()
    assert.deepEqual(await accessibilityViolations(page), [], 'dashboard with the banner')

    await banner.getByRole('button', { name: "I'm available again" }).click()
    await toastSaying(page, "You're available again").waitFor()
    await banner.waitFor({ state: 'detached' })
    const profile = await MentorProfile.findByOrFail('userId', user.id)
    assert.isNull(profile.pausedAt)
    assert.isNotNull(await findListedMentor(String(user.id)))
    await context.close()
  })

  test('cards and the profile say how fast the mentor usually confirms, pluralised in both languages', async ({
    browser,
    assert,
  }) => {
    const unique = Date.now().toString(36)
    const { user: quick } = await givenMentor({ firstName: 'Quinta', lastName: `Q${unique}` })
    const { user: slow } = await givenMentor({ firstName: 'Sandro', lastName: `S${unique}` })
    await MentorProfile.query().where('userId', quick.id).update({ confirmMedianMinutes: 25 })
    await MentorProfile.query().where('userId', slow.id).update({ confirmMedianMinutes: 150 })

    for (const [locale, one, three] of [
      ['en', 'Usually confirms within 1 hour', 'Usually confirms within 3 hours'],
      ['it', 'Di solito conferma entro 1 ora', 'Di solito conferma entro 3 ore'],
    ] as const) {
      const context = await browser.newContext()
      await context.addCookies([{ name: 'locale', value: locale, url: testUrl('/') }])
      const page = await context.newPage()
      await visit(page, `/mentors?q=${unique}`)
      const cards = await page.getByTestId('mentor-confirm-hours').allInnerTexts()
      assert.sameMembers(cards, [one, three], `${locale}: cards`)
      assert.deepEqual(await accessibilityViolations(page), [], `${locale}: cards`)

      await visit(page, `/mentors/${slow.id}`)
      assert.equal(await page.getByTestId('mentor-confirm-hours').innerText(), three)
      await context.close()
    }
  })
})
