/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { givenIndustry, givenMentor, givenSkill } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import MatchingRequest from '#mentoring/models/matching_request'
import SavedSearch from '#mentoring/models/saved_search'
import { testUrl } from '#tests/helpers/url'
import { expectAccessible, token } from '#tests/helpers/pages'
import { givenSubscription } from '#tests/helpers/billing'
import { waitForSettled } from '#tests/helpers/hydration'
import { focusWhenShown, holdRequests, pressAgainWhileBusy } from '#tests/helpers/keyboard'

test.group('Matching | browser', () => {
  test('Guided Search through the questionnaire to results and the booking link', async ({
    browser,
    assert,
  }) => {
    const run = token()
    const sector = `Sector ${run}`
    const fintech = await givenIndustry(`Fintech ${run}`, sector)
    const payments = await givenIndustry(`Payments ${run}`, sector)
    const pricing = await givenSkill(`Pricing ${run}`)
    const { user: best } = await givenMentor({
      firstName: 'Beatrice',
      lastName: `Best${run}`,
      years: 10,
      rating: 4.8,
      skills: [pricing],
      industries: [{ industry: payments, years: 6 }],
      nextAvailableAt: DateTime.utc().plus({ days: 3 }),
    })
    const { user: other } = await givenMentor({
      firstName: 'Oscar',
      lastName: `Other${run}`,
      years: 2,
      industries: [{ industry: fintech, years: 2 }],
    })
    const member = await givenUser({ firstName: 'Marta', lastName: 'Neri' })
    await member.related('industries').attach([fintech.id])

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.loginAs(member)
    const page = await context.newPage()
    await page.goto(testUrl('/mentors/matching'))
    // Buttons work once the page has hydrated.
    await waitForSettled(page)
    await page.getByRole('tab', { name: 'Quick Match' }).waitFor()
    await page.getByText('About 2 minutes').waitFor()
    await expectAccessible(page, assert, 'criteria: Quick Match')

    // Step 1: industries, prefilled from onboarding.
    await page.getByRole('tab', { name: 'Guided Search' }).click()
    await page.getByText('Step 1 of 4').waitFor()
    assert.isTrue(await page.getByLabel(`Fintech ${run}`).isChecked(), 'prefilled from onboarding')
    await page.getByLabel(`Payments ${run}`).check()
    await expectAccessible(page, assert, 'criteria: Guided Search')
    await page.getByRole('button', { name: 'Next' }).click()

    // Step 2: skills.
    await page.getByText('Step 2 of 4').waitFor()
    await page.getByPlaceholder('Type to filter').fill(`Pricing ${run}`)
    await page.getByLabel(`Pricing ${run}`).check()
    await page.getByRole('button', { name: 'Next' }).click()

    // Step 3: the mentor's experience and the company size.
    await page.getByText('Step 3 of 4').waitFor()
    await page.getByLabel('Senior (8-15 years)').check()
    await page.getByRole('button', { name: 'Next' }).click()

    // Step 4: goals, then the matches.
    await page.getByText('Step 4 of 4').waitFor()
    await page.getByLabel('Goals').fill('Price our B2B payments product')
    await page.getByRole('button', { name: 'Show my matches' }).click()

    await page.getByRole('heading', { name: 'Your matches' }).waitFor()
    await page.getByText('2 matches').waitFor()
    const cards = page.locator('article[data-mentor-id]')
    assert.deepEqual(
      await cards.evaluateAll((nodes) =>
        nodes.map((node) => Number(node.getAttribute('data-mentor-id')))
      ),
      [best.id, other.id]
    )
    const first = cards.first()
    await first.getByText('1 matching skill').waitFor()
    await first.getByText('10 years of experience, the senior level you asked for').waitFor()
    assert.equal(
      await first.getByRole('link', { name: /Book session/ }).getAttribute('href'),
      `/mentors/${best.id}/sessions/new`
    )
    assert.equal(
      await first.getByRole('link', { name: /View profile/ }).getAttribute('href'),
      `/mentors/${best.id}`
    )
    await expectAccessible(page, assert, 'results')

    // Refine search: back to the questionnaire with the answers kept.
    await page.getByRole('button', { name: 'Refine search' }).first().click()
    await page.getByText('Step 4 of 4').waitFor()
    assert.equal(await page.getByLabel('Goals').inputValue(), 'Price our B2B payments product')
    await context.close()
  })

  test('no matches shows the empty state, which is accessible too', async ({ browser, assert }) => {
    const run = token()
    const lonely = await givenIndustry(`Nothing here ${run}`, `Empty sector ${run}`)
    const member = await givenUser()
    await member.related('industries').attach([lonely.id])

    const context = await browser.newContext()
    await context.loginAs(member)
    const page = await context.newPage()
    await page.goto(testUrl('/mentors/matching'))
    // Buttons work once the page has hydrated.
    await waitForSettled(page)
    await page.getByRole('button', { name: 'Find my matches' }).click()
    await page.getByText('No matches found').waitFor()
    await expectAccessible(page, assert, 'empty results')
    await context.close()
  })

  test('in Italian, a PRO member saves a search, loads it and asks the team', async ({
    browser,
    assert,
  }) => {
    const run = token()
    const industry = await givenIndustry(`Edtech ${run}`, `Education ${run}`, `Edtech ${run}`)
    const { user: mentor } = await givenMentor({ industries: [{ industry, years: 4 }] })
    const member = await givenUser()
    await member.related('industries').attach([industry.id])
    await givenSubscription(member, 'PRO')

    const context = await browser.newContext({ viewport: { width: 360, height: 780 } })
    await context.addCookies([{ name: 'locale', value: 'it', url: testUrl('/') }])
    await context.loginAs(member)
    const page = await context.newPage()
    await page.goto(testUrl('/mentors/matching'))
    // Buttons work once the page has hydrated.
    await waitForSettled(page)
    await page.getByRole('button', { name: 'Trova i miei mentor' }).click()
    await page.getByText('1 mentor compatibile').waitFor()
    await expectAccessible(page, assert, 'it: results, 360 px')

    // Save the search under a name, with the dialog.
    await page.getByRole('button', { name: 'Salva la ricerca' }).click()
    // Without a name: the message, and the focus on the field as it shows.
    const nameMissing = await focusWhenShown(page, 'Dai un nome a questa ricerca')
    await page.getByRole('dialog').getByRole('button', { name: 'Salva', exact: true }).click()
    assert.equal(
      await nameMissing.focusedThen(),
      await page.getByRole('dialog').getByLabel('Nome').getAttribute('id')
    )
    await page.getByRole('dialog').getByLabel('Nome').fill(`Edtech ${run}`)
    await expectAccessible(page, assert, 'it: save dialog')
    await page.getByRole('dialog').getByRole('button', { name: 'Salva', exact: true }).click()
    await page.getByText(`Ricerca “Edtech ${run}” salvata`, { exact: true }).waitFor()
    const saved = await SavedSearch.findByOrFail('userId', member.id)
    assert.deepEqual(saved.criteria.industries, [industry.id])

    // Load it from the saved searches: its matches show.
    await page.getByRole('button', { name: 'Affina la ricerca' }).first().click()
    await page.getByRole('tab', { name: /Ricerche salvate/ }).click()
    await page.getByRole('button', { name: `Carica “Edtech ${run}”` }).click()
    await page.locator(`article[data-mentor-id="${mentor.id}"]`).waitFor()

    // PRO: personalised matching by the team.
    await page
      .getByLabel('Messaggio')
      .fill('Cerco un mentor che abbia scalato una piattaforma edtech in Europa.')
    const held = await holdRequests(page, '**/api/matching/requests')
    await page.getByRole('button', { name: 'Invia la richiesta' }).click()
    const busy = await pressAgainWhileBusy(
      page,
      page.getByRole('button', { name: 'Invio in corso…' })
    )
    assert.deepEqual(busy, { focused: true, ariaDisabled: 'true' })
    held.release()
    await page.getByText('Richiesta inviata', { exact: true }).waitFor()
    const requests = await MatchingRequest.query().where('userId', member.id)
    assert.lengthOf(requests, 1)
    assert.deepEqual(requests[0].criteria?.industries, [industry.id])
    assert.equal(held.sent(), 1)
    await context.close()
  })
})
