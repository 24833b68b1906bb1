/// <reference lib="dom" />
import { test } from '@japa/runner'
import MentorProfile from '#mentoring/models/mentor_profile'
import { accessibilityViolations } from '#tests/helpers/axe'
import { givenIndustry, givenMentor, givenSkill } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { toastSaying, visit } from '#tests/helpers/pages'
import { getsFocus } from '#tests/helpers/keyboard'
import { waitForSettled } from '#tests/helpers/hydration'

test.group('Mentoring | mentor profile settings in the browser', () => {
  test('a mentor edits every part of the profile and saves it', async ({ browser, assert }) => {
    const unique = Date.now().toString(36)
    const pricing = await givenSkill(`Pricing strategy ${unique}`)
    const hiring = await givenSkill(`Hiring engineers ${unique}`)
    const fintech = await givenIndustry(`Fintech ${unique}`, `Finance ${unique}`)
    const agritech = await givenIndustry(`Agritech ${unique}`, `Food ${unique}`)
    const { user, profile } = await givenMentor({
      headline: 'Old headline',
      years: 10,
      skills: [hiring],
      industries: [{ industry: fintech, years: 4 }],
    })

    const context = await browser.newContext()
    await context.loginAs(user)
    const page = await context.newPage()
    await visit(page, '/settings/profile/mentor')
    assert.equal(await page.getByLabel('Headline').inputValue(), 'Old headline')

    await page.getByLabel('Headline').fill('Operator turned angel investor for fintech founders')
    await page
      .getByLabel('Bio')
      .fill(
        'Fifteen years building payment products; I now help founders price, hire and raise money.'
      )
    await page.getByLabel('Years of experience').fill('15')
    await page.getByLabel(pricing.name).check()
    await page.getByLabel(hiring.name).uncheck()

    // Replace the fintech row by an agritech one.
    await page.getByRole('button', { name: 'Remove industry 1' }).click()
    await page.getByRole('button', { name: 'Add industry' }).click()
    await page.locator('select[name="industries.0.industryId"]').selectOption(String(agritech.id))
    await page.locator('input[name="industries.0.years"]').fill('6')

    await page.getByLabel('Your usual hourly rate (EUR)').fill('85.50')
    await page.getByLabel('Session duration').selectOption('45')
    await page.getByLabel('Buffer before sessions (minutes)').fill('10')
    await page.getByLabel('Buffer after sessions (minutes)').fill('5')
    await page.getByLabel('Maximum sessions per month').fill('6')
    await page.getByRole('checkbox', { name: /Startup/ }).check()

    await page.getByRole('button', { name: 'Save mentor profile' }).click()
    await toastSaying(page, 'Mentor profile saved').waitFor()

    const saved = await MentorProfile.findOrFail(profile.id)
    await saved.load('skills')
    await saved.load('industries')
    assert.equal(saved.headline, 'Operator turned angel investor for fintech founders')
    assert.equal(saved.yearsOfExperience, 15)
    assert.equal(saved.hourlyRateCents, 8550)
    assert.equal(saved.sessionDurationMinutes, 45)
    assert.equal(saved.bufferBeforeMinutes, 10)
    assert.equal(saved.bufferAfterMinutes, 5)
    assert.equal(saved.maxSessionsPerMonth, 6)
    assert.deepEqual(saved.companySizes, ['startup'])
    assert.deepEqual(
      saved.skills.map((skill) => skill.id),
      [pricing.id]
    )
    assert.deepEqual(
      saved.industries.map((industry) => [industry.id, Number(industry.$extras.pivot_years)]),
      [[agritech.id, 6]]
    )

    // A reload shows what was saved.
    await page.reload()
    await waitForSettled(page)
    assert.equal(await page.getByLabel('Maximum sessions per month').inputValue(), '6')
    assert.isTrue(await page.getByLabel(pricing.name).isChecked())
    await context.close()
  })

  test('an invalid save shows the field errors and the failure notice, and keeps the profile', async ({
    browser,
    assert,
  }) => {
    const { user, profile } = await givenMentor({ headline: 'Kept headline', years: 5 })
    const context = await browser.newContext()
    await context.loginAs(user)
    const page = await context.newPage()
    await visit(page, '/settings/profile/mentor')

    await page.getByLabel('Headline').fill('')
    await page.getByRole('button', { name: 'Save mentor profile' }).click()
    await toastSaying(page, 'Failed to save your mentor profile. Please try again.').waitFor()
    const headline = page.getByLabel('Headline')
    assert.equal(await headline.getAttribute('aria-invalid'), 'true')
    assert.include(await page.locator('#headline-error').innerText(), 'Enter a headline')
    assert.isTrue(await getsFocus(headline), 'the first invalid field has the focus')
    assert.deepEqual(await accessibilityViolations(page), [], 'with errors shown')

    await profile.refresh()
    assert.equal(profile.headline, 'Kept headline')
    await context.close()
  })

  test('the settings page and the become-a-mentor page have no accessibility violations', async ({
    browser,
    assert,
  }) => {
    await givenSkill('Go-to-market')
    await givenIndustry('Edtech', 'Education')
    const { user: mentor } = await givenMentor()
    const admin = await givenUser({ role: 'ADMIN' })
    const student = await givenUser()

    const visits: { who: string; user: typeof mentor | null; path: string }[] = [
      { who: 'mentor', user: mentor, path: '/settings/profile/mentor' },
      { who: 'admin without a profile', user: admin, path: '/settings/profile/mentor' },
      { who: 'visitor', user: null, path: '/become-a-mentor' },
      { who: 'mentee', user: student, path: '/become-a-mentor' },
    ]
    for (const entry of visits) {
      const context = await browser.newContext()
      if (entry.user) await context.loginAs(entry.user)
      const page = await context.newPage()
      await visit(page, entry.path)
      assert.deepEqual(await accessibilityViolations(page), [], `${entry.path} (${entry.who})`)
      await context.close()
    }
  })

  test('a mentee applies through the page and then sees the application is pending', async ({
    browser,
    assert,
  }) => {
    const student = await givenUser()
    const context = await browser.newContext()
    await context.loginAs(student)
    const page = await context.newPage()
    await visit(page, '/become-a-mentor')

    await page.getByRole('button', { name: 'Submit application' }).click()
    await toastSaying(page, 'Failed to submit your application. Please try again.').waitFor()
    assert.include(await page.locator('#profileUrl-error').innerText(), 'professional profile')
    assert.deepEqual(await accessibilityViolations(page), [], 'with errors shown')

    await page.getByLabel('Senior experience').check()
    await page.getByLabel('Professional profile URL').fill('https://www.linkedin.com/in/someone')
    await page.getByLabel('Further links').fill('https://example.com\nhttps://example.org/talks')
    await page
      .getByLabel('Why do you want to mentor?')
      .fill(
        'Twenty-five years in corporate finance; I would like to help founders with fundraising.'
      )
    await page.getByRole('button', { name: 'Submit application' }).click()
    await toastSaying(page, 'Application submitted').waitFor()
    await page.getByText('Your application is being reviewed').waitFor()
    assert.deepEqual(await accessibilityViolations(page), [], 'pending state')

    await page.reload()
    await waitForSettled(page)
    assert.isTrue(await page.getByText('Your application is being reviewed').isVisible())
    assert.equal(await page.locator('textarea[name="motivation"]').count(), 0)
    await context.close()
  })
})
