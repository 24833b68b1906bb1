/// <reference lib="dom" />
import { test } from '@japa/runner'
import { givenIndustry, givenMentor, givenSkill } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { testUrl } from '#tests/helpers/url'
import { getsFocus } from '#tests/helpers/keyboard'
import { expectAccessible, token } from '#tests/helpers/pages'
import { emptyDatabase } from '#tests/helpers/clean_slate'

/*
| "Why not" (product decisions): a thin search says which single criterion,
| removed, would add the most mentors, and one click removes it. Relaxing
| matching's industries reaches every listed mentor, so each test starts from
| an empty database to know exactly who that is.
*/
test.group('Why not | browser', (group) => {
  group.each.setup(() => emptyDatabase())

  test('matching: a thin search, its hint, one click to relax it, more matches', async ({
    browser,
    assert,
  }) => {
    const run = token()
    const fintech = await givenIndustry(`Fintech ${run}`, `Sector ${run}`)
    const industries = [{ industry: fintech, years: 5 }]
    const { user: rated } = await givenMentor({ lastName: `Rated${run}`, rating: 4.8, industries })
    await givenMentor({ lastName: `Good${run}`, rating: 3.5, industries })
    await givenMentor({ lastName: `New${run}`, industries })
    const member = await givenUser()
    await member.related('industries').attach([fintech.id])

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.loginAs(member)
    const page = await context.newPage()
    await page.goto(testUrl('/mentors/matching'))
    await page.getByRole('tab', { name: 'Advanced Filters' }).click()
    await page.getByLabel('Minimum rating').selectOption('4.5')
    await page.getByRole('button', { name: 'Search', exact: true }).click()

    // Thin: one match, and the hint says what the minimum rating hides, politely.
    await page.getByText('1 match', { exact: true }).waitFor()
    const hint = page.getByRole('status').filter({ hasText: 'Without' })
    await hint.waitFor()
    assert.equal(
      await hint.textContent(),
      'Without “minimum rating 4.5” there would be 2 more mentors.'
    )
    assert.deepEqual(
      await page
        .locator('article[data-mentor-id]')
        .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-mentor-id')))),
      [rated.id]
    )
    await expectAccessible(page, assert, 'thin results with the hint')

    // One click: the same search without it, three matches, nothing more to say.
    await page.getByRole('button', { name: 'Search without “minimum rating 4.5”' }).click()
    await page.getByText('3 matches', { exact: true }).waitFor()
    assert.isTrue(await getsFocus(page.getByRole('heading', { name: 'Your matches' })))
    assert.equal(await page.locator('article[data-mentor-id]').count(), 3)
    assert.equal(await page.getByRole('status').filter({ hasText: 'Without' }).count(), 0)
    await expectAccessible(page, assert, 'relaxed results')

    // The criteria kept the rest and dropped only the minimum rating.
    await page.getByRole('button', { name: 'Refine search' }).first().click()
    assert.equal(await page.getByLabel('Minimum rating').inputValue(), '0')
    assert.isTrue(await page.getByLabel(`Fintech ${run}`).isChecked())
    await context.close()
  })

  test('Quick Match: thin in its sectors, the hint names the industries, one click adds the mentors outside them', async ({
    browser,
    assert,
  }) => {
    const run = token()
    const fintech = await givenIndustry(`Fintech ${run}`, `Sector ${run}`)
    const industries = [{ industry: fintech, years: 5 }]
    const { user: first } = await givenMentor({ lastName: `First${run}`, rating: 4, industries })
    const { user: second } = await givenMentor({ lastName: `Second${run}`, industries })
    // Outside the sector, rated higher: with the industries relaxed, still below both.
    const { user: outside } = await givenMentor({ lastName: `Outside${run}`, rating: 4.9 })
    const member = await givenUser()
    await member.related('industries').attach([fintech.id])

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.loginAs(member)
    const page = await context.newPage()
    await page.goto(testUrl('/mentors/matching'))
    await page.getByRole('button', { name: 'Find my matches' }).click()

    await page.getByText('2 matches', { exact: true }).waitFor()
    const hint = page.getByRole('status').filter({ hasText: 'Without' })
    await hint.waitFor()
    assert.equal(
      await hint.textContent(),
      `Without “industry: Fintech ${run}” there would be 1 more mentor.`
    )
    await expectAccessible(page, assert, 'thin Quick Match with the industries hint')

    // One click: Quick Match again with the mentor outside the sector, ranked last.
    await page.getByRole('button', { name: `Search without “industry: Fintech ${run}”` }).click()
    await page.getByText('3 matches', { exact: true }).waitFor()
    assert.isTrue(await getsFocus(page.getByRole('heading', { name: 'Your matches' })))
    assert.deepEqual(
      await page
        .locator('article[data-mentor-id]')
        .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-mentor-id')))),
      [first.id, second.id, outside.id]
    )
    assert.equal(await page.getByRole('status').filter({ hasText: 'Without' }).count(), 0)
    await expectAccessible(page, assert, 'Quick Match relaxed to every industry')

    // Refining shows the relax, kept with the industries.
    await page.getByRole('button', { name: 'Refine search' }).first().click()
    assert.isTrue(
      await page.getByLabel('Also mentors outside these industries’ sectors').isChecked()
    )
    assert.isTrue(await page.getByLabel(`Fintech ${run}`).isChecked())
    await context.close()
  })

  test('the mentor list in Italian: the hint links to the same list without that filter', async ({
    browser,
    assert,
  }) => {
    const run = token()
    const skill = await givenSkill(`Prezzi ${run}`, `Prezzi ${run}`)
    const industry = await givenIndustry(`Fintech ${run}`, `Finance ${run}`, `Tecnofinanza ${run}`)
    await givenMentor({ skills: [skill], industries: [{ industry, years: 3 }], hourlyRate: 80 })
    await givenMentor({ skills: [skill], industries: [{ industry, years: 3 }], hourlyRate: 300 })
    await givenMentor({ skills: [skill], hourlyRate: 400 })

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await context.addCookies([{ name: 'locale', value: 'it', url: testUrl('/') }])
    const page = await context.newPage()
    await page.goto(
      testUrl(`/mentors?skills=${skill.slug}&industries=${industry.slug}&price_max=100`)
    )
    await page.getByRole('heading', { name: '1 mentor', exact: true }).waitFor()
    const hint = page.getByRole('status').filter({ hasText: 'Senza' })
    assert.equal(
      await hint.textContent(),
      'Senza “tariffa massima 100\u00a0€” ci sarebbe 1 mentor in più.'
    )
    await expectAccessible(page, assert, 'it: thin list with the hint, 390 px')

    await page.getByRole('link', { name: 'Cerca senza “tariffa massima 100\u00a0€”' }).click()
    await page.getByRole('heading', { name: '2 mentor', exact: true }).waitFor()
    assert.isTrue(await getsFocus(page.getByRole('heading', { name: '2 mentor', exact: true })))
    const url = new URL(page.url())
    assert.equal(url.searchParams.get('skills'), skill.slug)
    assert.equal(url.searchParams.get('industries'), industry.slug)
    assert.isNull(url.searchParams.get('price_max'))
    await expectAccessible(page, assert, 'it: relaxed list')
    await context.close()
  })
})
