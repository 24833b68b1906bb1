import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import OnboardingAnswer from '#accounts/models/onboarding_answer'
import Industry from '#core/models/industry'
import { givenUser } from '#tests/helpers/users'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'
import { pendingTour } from '#accounts/services/onboarding'

/** The field errors a page submission flashed (Inertia reads them as the `errors` prop). */
function inputErrors(response: { flashMessages(): Record<string, any> }): Record<string, string[]> {
  return response.flashMessages().inputErrorsBag ?? {}
}

async function givenIndustries() {
  const suffix = `${Date.now()}-${Math.round(Math.random() * 1e6)}`
  return Industry.createMany([
    { slug: `fintech-${suffix}`, name: 'Fintech', nameIt: 'Fintech', sector: 'Finance' },
    { slug: `banking-${suffix}`, name: 'Banking', nameIt: 'Banca', sector: 'Finance' },
    { slug: `edtech-${suffix}`, name: 'Edtech', nameIt: 'Edtech', sector: 'Education' },
  ])
}

test.group('Onboarding | wizard saved step by step', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a new user starts at the location step with the wizard data', async ({
    client,
    assert,
  }) => {
    const user = await givenUser({ onboarded: false })
    await givenIndustries()
    const response = await client.get('/onboarding').loginAs(user)
    response.assertStatus(200)
    const page = pageFrom(response.text())
    assert.equal(page.component, 'accounts/onboarding')
    assert.equal(page.props.step, 'location')
    assert.deepEqual(page.props.steps, [
      'location',
      'company',
      'company_size',
      'role',
      'industries',
      'challenge',
      'discovery',
    ])
    assert.include(page.props.timeZones, 'Europe/Rome')
    assert.isAtLeast(page.props.industries.length, 3)
    // Server-rendered: the first question is in the HTML before any script runs.
    assert.include(ssrBody(response.text()), 'Where are you based?')
    assert.include(ssrBody(response.text()), 'Step 1 of 7')
  })

  test('the wizard is in Italian for an Italian visitor', async ({ client, assert }) => {
    const user = await givenUser({ onboarded: false })
    const response = await client.get('/onboarding').header('Accept-Language', 'it').loginAs(user)
    assert.include(ssrBody(response.text()), 'Dove ti trovi?')
    assert.include(ssrBody(response.text()), 'Passo 1 di 7')
  })

  test('signed-out visitors are sent to sign in', async ({ client, assert }) => {
    const response = await client.get('/onboarding').redirects(0)
    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /^\/login\?returnTo=/)
  })

  test('each step is saved on the server and the wizard resumes after it', async ({
    client,
    assert,
  }) => {
    const user = await givenUser({ onboarded: false })
    const location = await client
      .post('/onboarding/location')
      .withCsrfToken()
      .withInertia()
      .json({ city: 'Milano', timezone: 'Europe/Rome' })
      .loginAs(user)
      .redirects(0)
    location.assertStatus(302)
    assert.equal(location.header('location'), '/onboarding')

    await user.refresh()
    assert.equal(user.city, 'Milano')
    assert.equal(user.timezone, 'Europe/Rome')
    const answer = await OnboardingAnswer.findByOrFail('userId', user.id)
    assert.equal(answer.location, 'Milano')
    assert.equal(answer.step, 'company')

    // Coming back later (a new session) resumes at the next step, answers kept.
    const resumed = await client.get('/onboarding').loginAs(user)
    const page = pageFrom(resumed.text())
    assert.equal(page.props.step, 'company')
    assert.equal(page.props.values.city, 'Milano')
    assert.equal(page.props.values.timezone, 'Europe/Rome')

    // An earlier step can be reopened; a later one cannot be skipped to.
    const back = await client.get('/onboarding?step=location').loginAs(user)
    assert.equal(pageFrom(back.text()).props.step, 'location')
    const ahead = await client.get('/onboarding?step=discovery').loginAs(user)
    assert.equal(pageFrom(ahead.text()).props.step, 'company')
    const jump = await client
      .post('/onboarding/discovery')
      .withCsrfToken()
      .header('Accept', 'application/json')
      .json({ discovery_source: 'search' })
      .loginAs(user)
    jump.assertStatus(403)
  })

  test('"no company" skips the company size step', async ({ client, assert }) => {
    const user = await givenUser({ onboarded: false })
    await OnboardingAnswer.create({ userId: user.id, step: 'company', location: 'Roma' })
    const response = await client
      .post('/onboarding/company')
      .withCsrfToken()
      .header('Accept', 'application/json')
      .json({ has_company: false })
      .loginAs(user)
    response.assertStatus(200)
    assert.deepEqual(response.body(), { step: 'role', onboarded: false })

    const wizard = await client.get('/onboarding').loginAs(user)
    const page = pageFrom(wizard.text())
    assert.equal(page.props.step, 'role')
    assert.notInclude(page.props.steps, 'company_size')
    assert.isFalse(page.props.values.hasCompany)
  })

  test('a member without a company who posts the company size stays where they were', async ({
    client,
    assert,
  }) => {
    const user = await givenUser({ onboarded: false })
    await OnboardingAnswer.create({ userId: user.id, step: 'company', location: 'Roma' })
    await client
      .post('/onboarding/company')
      .withCsrfToken()
      .header('Accept', 'application/json')
      .json({ has_company: false })
      .loginAs(user)

    const call = await client
      .post('/onboarding/company_size')
      .withCsrfToken()
      .header('Accept', 'application/json')
      .json({ company_size: 'small' })
      .loginAs(user)
    call.assertStatus(403)
    assert.equal(call.body().errorCode, 'FORBIDDEN')
    assert.equal(call.body().message, 'This question is skipped because you have no company.')

    const page = await client
      .post('/onboarding/company_size')
      .withCsrfToken()
      .withInertia()
      .json({ company_size: 'small' })
      .loginAs(user)
      .redirects(0)
    page.assertStatus(302)
    assert.equal(page.header('location'), '/onboarding')

    const answer = await OnboardingAnswer.findByOrFail('userId', user.id)
    assert.equal(answer.step, 'role')
    assert.isNull(answer.companySize)
    const resumed = await client.get('/onboarding').loginAs(user)
    const wizard = pageFrom(resumed.text())
    assert.equal(wizard.props.step, 'role')

    const italian = await client
      .post('/onboarding/company_size')
      .withCsrfToken()
      .header('Accept', 'application/json')
      .header('Accept-Language', 'it')
      .json({ company_size: 'small' })
      .loginAs(user)
    assert.equal(italian.body().message, "Questa domanda viene saltata perché non hai un'azienda.")
  })

  test('a company name is required when the user has a company', async ({ client, assert }) => {
    const user = await givenUser({ onboarded: false })
    await OnboardingAnswer.create({ userId: user.id, step: 'company' })
    const response = await client
      .post('/onboarding/company')
      .withCsrfToken()
      .header('Accept', 'application/json')
      .json({ has_company: true })
      .loginAs(user)
    response.assertStatus(422)
    assert.equal(response.body().errorCode, 'VALIDATION_ERROR')
    assert.deepEqual(response.body().errors.company_name, ['Enter the name of your company'])
  })

  test('an invalid time zone is refused', async ({ client, assert }) => {
    const user = await givenUser({ onboarded: false })
    const response = await client
      .post('/onboarding/location')
      .withCsrfToken()
      .header('Accept', 'application/json')
      .json({ city: 'Milano', timezone: 'Mars/Olympus_Mons' })
      .loginAs(user)
    response.assertStatus(422)
    assert.deepEqual(response.body().errors.timezone, ['Select a valid time zone'])
  })
})

test.group('Onboarding | the spec validation messages in both languages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function atStep(step: 'industries' | 'discovery') {
    const user = await givenUser({ onboarded: false })
    await OnboardingAnswer.create({ userId: user.id, step })
    return user
  }

  test('industries: at least one ({$self})')
    .with([
      { locale: 'en', message: 'Please select at least one industry' },
      { locale: 'it', message: 'Seleziona almeno un settore' },
    ])
    .run(async ({ client, assert }, { locale, message }) => {
      const user = await atStep('industries')
      const empty = await client
        .post('/onboarding/industries')
        .withCsrfToken()
        .header('Accept', 'application/json')
        .header('Accept-Language', locale)
        .json({ industries: [] })
        .loginAs(user)
      empty.assertStatus(422)
      assert.deepEqual(empty.body().errors.industries, [message])

      const missing = await client
        .post('/onboarding/industries')
        .withCsrfToken()
        .header('Accept', 'application/json')
        .header('Accept-Language', locale)
        .json({})
        .loginAs(user)
      assert.deepEqual(missing.body().errors.industries, [message])
    })

  test('discovery source "other" needs a specification ({$self})')
    .with([
      { locale: 'en', message: 'Please specify where you heard about us' },
      { locale: 'it', message: 'Specifica dove hai sentito parlare di noi' },
    ])
    .run(async ({ client, assert }, { locale, message }) => {
      const user = await atStep('discovery')
      const response = await client
        .post('/onboarding/discovery')
        .withCsrfToken()
        .header('Accept', 'application/json')
        .header('Accept-Language', locale)
        .json({ discovery_source: 'other', discovery_source_other: '   ' })
        .loginAs(user)
      response.assertStatus(422)
      assert.deepEqual(response.body().errors.discovery_source_other, [message])
      await user.refresh()
      assert.isFalse(user.onboarded)
    })

  test('a page submission goes back to the wizard with the error ({$self})')
    .with([
      { locale: 'en', message: 'Please select at least one industry' },
      { locale: 'it', message: 'Seleziona almeno un settore' },
    ])
    .run(async ({ client, assert }, { locale, message }) => {
      const user = await atStep('industries')
      const response = await client
        .post('/onboarding/industries')
        .withCsrfToken()
        .withInertia()
        .header('Accept-Language', locale)
        .header('Referer', '/onboarding')
        .json({ industries: [] })
        .loginAs(user)
        .redirects(0)
      response.assertStatus(302)
      assert.equal(response.header('location'), '/onboarding')
      assert.deepEqual(inputErrors(response).industries, [message])
    })

  test('unknown industries are refused', async ({ client, assert }) => {
    const user = await atStep('industries')
    const response = await client
      .post('/onboarding/industries')
      .withCsrfToken()
      .header('Accept', 'application/json')
      .json({ industries: [999_999] })
      .loginAs(user)
    response.assertStatus(422)
    assert.deepEqual(response.body().errors.industries, ['Select industries from the list'])
  })
})

test.group('Onboarding | completion and the guided tour', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the whole wizard, then onboarded, the dashboard opens and the tour is pending', async ({
    client,
    assert,
  }) => {
    const user = await givenUser({ onboarded: false })
    const [fintech, , edtech] = await givenIndustries()

    const dashboardBefore = await client.get('/dashboard').loginAs(user).redirects(0)
    assert.equal(dashboardBefore.header('location'), '/onboarding')

    const answers: [string, Record<string, unknown>, string | null][] = [
      ['location', { city: 'Torino', timezone: 'Europe/Rome' }, 'company'],
      ['company', { has_company: true, company_name: 'Acme Srl' }, 'company_size'],
      ['company_size', { company_size: 'small' }, 'role'],
      ['role', { professional_role: 'Founder' }, 'industries'],
      ['industries', { industries: [fintech.id, edtech.id] }, 'challenge'],
      ['challenge', { growth_challenge: 'Finding our first 100 customers.' }, 'discovery'],
    ]
    for (const [step, body, next] of answers) {
      const response = await client
        .post(`/onboarding/${step}`)
        .withCsrfToken()
        .header('Accept', 'application/json')
        .json(body)
        .loginAs(user)
      response.assertStatus(200)
      assert.deepEqual(response.body(), { step: next, onboarded: false }, step)
    }

    const last = await client
      .post('/onboarding/discovery')
      .withCsrfToken()
      .withInertia()
      .json({ discovery_source: 'other', discovery_source_other: 'A podcast' })
      .loginAs(user)
      .redirects(0)
    last.assertStatus(302)
    assert.equal(last.header('location'), '/dashboard')
    last.assertFlashMessage('toast', {
      title: 'Welcome aboard!',
      description: 'Your profile is ready. Here is a quick tour.',
    })

    await user.refresh()
    await user.load('industries')
    assert.isTrue(user.onboarded)
    assert.equal(user.companyName, 'Acme Srl')
    assert.equal(user.companySize, 'small')
    assert.equal(user.professionalRole, 'Founder')
    assert.sameMembers(
      user.industries.map((industry) => industry.id),
      [fintech.id, edtech.id]
    )
    const answer = await OnboardingAnswer.findByOrFail('userId', user.id)
    assert.isNull(answer.step)
    assert.equal(answer.discoverySource, 'other')
    assert.equal(answer.discoverySourceOther, 'A podcast')
    assert.equal(answer.growthChallenge, 'Finding our first 100 customers.')

    assert.equal(user.tourState, 'pending')
    assert.deepEqual(pendingTour(user), { steps: ['dashboard', 'mentors', 'sessions', 'settings'] })

    const dashboard = await client.get('/dashboard').loginAs(user)
    dashboard.assertStatus(200)
    const again = await client.get('/onboarding').loginAs(user).redirects(0)
    assert.equal(again.header('location'), '/dashboard')
  })

  test('skipping the tour is remembered and it never comes back', async ({ client, assert }) => {
    const user = await givenUser()
    user.tourState = 'pending'
    await user.save()

    const skip = await client
      .post('/onboarding/tour')
      .withCsrfToken()
      .withInertia()
      .header('Referer', '/dashboard')
      .json({ outcome: 'skipped' })
      .loginAs(user)
      .redirects(0)
    skip.assertStatus(302)
    assert.equal(skip.header('location'), '/dashboard')

    await user.refresh()
    assert.equal(user.tourState, 'skipped')
    assert.isNotNull(user.tourFinishedAt)
    assert.isNull(pendingTour(user))

    // A later "completed" (another tab) does not rewrite what was decided.
    const late = await client
      .post('/onboarding/tour')
      .withCsrfToken()
      .header('Accept', 'application/json')
      .json({ outcome: 'completed' })
      .loginAs(user)
    assert.deepEqual(late.body(), { tourState: 'skipped' })
  })

  test('finishing the tour is remembered too; other outcomes are refused', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    user.tourState = 'pending'
    await user.save()
    const bad = await client
      .post('/onboarding/tour')
      .withCsrfToken()
      .header('Accept', 'application/json')
      .json({ outcome: 'later' })
      .loginAs(user)
    bad.assertStatus(422)

    const done = await client
      .post('/onboarding/tour')
      .withCsrfToken()
      .header('Accept', 'application/json')
      .json({ outcome: 'completed' })
      .loginAs(user)
    assert.deepEqual(done.body(), { tourState: 'completed' })
  })

  test('users onboarded before the tour existed never see it', async ({ assert }) => {
    const user = await givenUser()
    await user.refresh()
    assert.isNull(user.tourState)
    assert.isNull(pendingTour(user))
  })
})
