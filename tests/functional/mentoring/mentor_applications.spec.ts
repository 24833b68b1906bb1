import { test } from '@japa/runner'
import { errors as vineErrors } from '@vinejs/vine'
import testUtils from '@adonisjs/core/services/test_utils'
import i18nManager from '@adonisjs/i18n/services/main'
import type User from '#accounts/models/user'
import { MENTOR_APPLICATION_RULES } from '#business/accounts'
import { AppError } from '#core/errors'
import MentorApplication from '#mentoring/models/mentor_application'
import MentorProfile from '#mentoring/models/mentor_profile'
import {
  approveApplication,
  rejectApplication,
  submitApplication,
} from '#mentoring/services/mentor_applications'
import { givenUser } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'
import { MailCapture } from '#tests/helpers/mail_capture'

const PAGE = '/become-a-mentor'
const API = '/api/mentor-applications'

function validApplication(overrides: Record<string, unknown> = {}) {
  return {
    basis: 'senior_experience',
    profileUrl: 'https://www.linkedin.com/in/giulia-rossi',
    links: ['https://rossi.example.com', 'http://talks.example.org/giulia'],
    motivation:
      'Twenty-two years leading product teams at two listed companies; I want to give back to founders.',
    ...overrides,
  }
}

/** A pending application filed through the service, as the page would. */
async function givenApplication(user: User) {
  const { basis, ...rest } = validApplication()
  return submitApplication(user, { ...rest, basis: basis as 'senior_experience' })
}

async function applicationsOf(user: User) {
  return MentorApplication.query().where('userId', user.id).orderBy('id')
}

test.group('Become a mentor | page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a visitor sees the four selection criteria and a sign-in link back to the page', async ({
    client,
    assert,
  }) => {
    const response = await client.get(PAGE)
    response.assertStatus(200)
    const page = pageFrom(response.text())
    assert.equal(page.component, 'mentoring/become_mentor')
    assert.isFalse(page.props.canApply)
    assert.isNull(page.props.application)
    const html = ssrBody(response.text())
    assert.include(html, 'Become a mentor')
    assert.include(html, 'A startup or company with at least €100K in revenue')
    assert.include(html, 'Over 20 years of senior or corporate experience')
    assert.include(html, 'An investing track record over €100K')
    assert.include(html, 'A relevant network in your field')
    assert.include(html, 'href="/login?returnTo=%2Fbecome-a-mentor"')
    assert.include(html, 'Sign in to apply')
    assert.notInclude(html, 'name="motivation"')
    assert.lengthOf(html.match(/<main[\s>]/g) ?? [], 1, "one <main>, the layout's")
  })

  test('the criteria and the sign-in link are in Italian for an Italian visitor', async ({
    client,
    assert,
  }) => {
    const response = await client.get(PAGE).header('Accept-Language', 'it')
    const html = ssrBody(response.text())
    assert.include(html, 'Diventa mentor')
    assert.match(html, /Una startup o un&#x27;azienda con almeno 100\s?K\s?€ di fatturato/)
    assert.include(html, 'Oltre 20 anni di esperienza senior o in azienda')
    assert.include(html, 'Accedi per candidarti')
  })

  test('a signed-in mentee sees the form with the four bases', async ({ client, assert }) => {
    const student = await givenUser()
    const response = await client.get(PAGE).loginAs(student)
    const page = pageFrom(response.text())
    assert.isTrue(page.props.canApply)
    assert.isNull(page.props.application)
    const html = ssrBody(response.text())
    assert.lengthOf(html.match(/<input[^>]*type="radio"[^>]*name="basis"/g) ?? [], 4)
    assert.include(html, 'name="profileUrl"')
    assert.include(html, 'name="motivation"')
    assert.include(html, 'Submit application')
  })

  test('mentors and admins cannot apply: no form', async ({ client, assert }) => {
    const { user: mentor } = await givenMentor()
    const admin = await givenUser({ role: 'ADMIN' })
    for (const [user, text] of [
      [mentor, 'You are already a mentor.'],
      [admin, 'Admins review mentor applications in the admin console'],
    ] as const) {
      const response = await client.get(PAGE).loginAs(user)
      const page = pageFrom(response.text())
      assert.isFalse(page.props.canApply)
      const html = ssrBody(response.text())
      assert.include(html, text)
      assert.notInclude(html, 'name="motivation"')
    }
  })

  test('the home page links to the page from its selection criteria', async ({
    client,
    assert,
  }) => {
    const home = await client.get('/')
    const html = ssrBody(home.text())
    assert.include(html, 'href="/become-a-mentor"')
    assert.include(html, 'Think you qualify? Apply to become a mentor')
  })
})

test.group('Become a mentor | applying', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a mentee applies (201) and then sees the application is pending', async ({
    client,
    assert,
  }) => {
    const student = await givenUser()
    const response = await client
      .post(API)
      .withCsrfToken()
      .json(validApplication())
      .loginAs(student)
    response.assertStatus(201)
    assert.containsSubset(response.body().application, {
      status: 'pending',
      basis: 'senior_experience',
      profileUrl: 'https://www.linkedin.com/in/giulia-rossi',
      links: ['https://rossi.example.com', 'http://talks.example.org/giulia'],
      rejectionReason: null,
    })

    const [stored] = await applicationsOf(student)
    assert.equal(stored.status, 'pending')
    assert.equal(stored.links, 'https://rossi.example.com\nhttp://talks.example.org/giulia')
    assert.isNull(stored.reviewedAt)
    await student.refresh()
    assert.equal(student.role, 'STUDENT', 'applying does not make anyone a mentor')

    const later = await client.get(PAGE).loginAs(student)
    const page = pageFrom(later.text())
    assert.equal(page.props.application.status, 'pending')
    const html = ssrBody(later.text())
    assert.include(html, 'Your application is being reviewed')
    assert.notInclude(html, 'name="motivation"')
  })

  test('further links are optional', async ({ client, assert }) => {
    const student = await givenUser()
    const response = await client
      .post(API)
      .withCsrfToken()
      .json(validApplication({ links: undefined }))
      .loginAs(student)
    response.assertStatus(201)
    assert.deepEqual(response.body().application.links, [])
    const [stored] = await applicationsOf(student)
    assert.isNull(stored.links)
  })

  test('a second application while one is pending answers 409 DUPLICATE_RECORD', async ({
    client,
    assert,
  }) => {
    const student = await givenUser()
    const first = await client.post(API).withCsrfToken().json(validApplication()).loginAs(student)
    first.assertStatus(201)
    for (const [locale, message] of [
      ['en', 'You already have an application awaiting review.'],
      ['it', 'Hai già una candidatura in attesa di valutazione.'],
    ]) {
      const again = await client
        .post(API)
        .withCsrfToken()
        .header('Accept-Language', locale)
        .json(validApplication({ basis: 'relevant_network' }))
        .loginAs(student)
      again.assertStatus(409)
      assert.equal(again.body().errorCode, 'DUPLICATE_RECORD')
      assert.equal(again.body().message, message)
      assert.properties(again.body(), ['requestId'])
    }
    assert.lengthOf(await applicationsOf(student), 1)
  })

  test('two applications sent at the same time: one is filed, the other answers 409', async ({
    client,
    assert,
  }) => {
    const student = await givenUser()
    const send = () => client.post(API).withCsrfToken().json(validApplication()).loginAs(student)
    const responses = await Promise.all([send(), send(), send()])
    assert.deepEqual(responses.map((response) => response.status()).sort(), [201, 409, 409])
    for (const response of responses.filter((one) => one.status() === 409)) {
      assert.equal(response.body().errorCode, 'DUPLICATE_RECORD')
    }
    assert.lengthOf(await applicationsOf(student), 1)
  })

  test('the database itself keeps one pending application per user', async ({ assert }) => {
    const student = await givenUser()
    await givenApplication(student)
    await assert.rejects(() =>
      MentorApplication.create({
        userId: student.id,
        basis: 'relevant_network',
        profileUrl: 'https://example.com',
        motivation: 'x'.repeat(60),
        status: 'pending',
      })
    )
  })

  test('mentors and admins get 403 FORBIDDEN; a signed-out call gets 401', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    const admin = await givenUser({ role: 'ADMIN' })
    for (const user of [mentor, admin]) {
      const response = await client.post(API).withCsrfToken().json(validApplication()).loginAs(user)
      response.assertStatus(403)
      assert.equal(response.body().errorCode, 'FORBIDDEN')
      assert.equal(response.body().message, 'Mentors and admins cannot apply to become a mentor.')
      assert.lengthOf(await applicationsOf(user), 0)
    }
    const anonymous = await client.post(API).withCsrfToken().json(validApplication())
    anonymous.assertStatus(401)
  })

  test('every rule answers a field error in English and Italian, and nothing is filed', async ({
    client,
    assert,
  }) => {
    const R = MENTOR_APPLICATION_RULES
    const cases: { change: Record<string, unknown>; field: string; en: string; it: string }[] = [
      {
        change: { basis: undefined },
        field: 'basis',
        en: 'Choose the basis on which you qualify',
        it: 'Scegli il criterio in base al quale hai i requisiti',
      },
      {
        change: { basis: 'famous' },
        field: 'basis',
        en: 'Choose one of the four selection criteria',
        it: 'Scegli uno dei quattro criteri di selezione',
      },
      {
        change: { profileUrl: '' },
        field: 'profileUrl',
        en: 'Enter the URL of your professional profile',
        it: "Inserisci l'URL del tuo profilo professionale",
      },
      {
        change: { profileUrl: undefined },
        field: 'profileUrl',
        en: 'Enter the URL of your professional profile',
        it: "Inserisci l'URL del tuo profilo professionale",
      },
      {
        change: { profileUrl: 'linkedin.com/in/giulia' },
        field: 'profileUrl',
        en: 'Enter a valid URL starting with http:// or https://',
        it: 'Inserisci un URL valido che inizi con http:// o https://',
      },
      {
        change: { profileUrl: 'ftp://files.example.com/cv' },
        field: 'profileUrl',
        en: 'Enter a valid URL starting with http:// or https://',
        it: 'Inserisci un URL valido che inizi con http:// o https://',
      },
      {
        change: { profileUrl: `https://example.com/${'a'.repeat(R.profileUrlMaxLength)}` },
        field: 'profileUrl',
        en: `The URL can be at most ${R.profileUrlMaxLength} characters long`,
        it: `L'URL può contenere al massimo ${R.profileUrlMaxLength} caratteri`,
      },
      {
        change: {
          links: Array.from({ length: R.linksMax + 1 }, (_, i) => `https://example.com/${i}`),
        },
        field: 'links',
        en: `Add at most ${R.linksMax} links`,
        it: `Aggiungi al massimo ${R.linksMax} link`,
      },
      {
        change: { links: ['https://example.com', 'javascript:alert(1)'] },
        field: 'links.1',
        en: 'Each link must be a valid URL starting with http:// or https://',
        it: 'Ogni link deve essere un URL valido che inizi con http:// o https://',
      },
      {
        change: { motivation: undefined },
        field: 'motivation',
        en: 'Tell us why you want to mentor',
        it: 'Spiegaci perché vuoi fare il mentor',
      },
      {
        change: { motivation: 'I like helping.' },
        field: 'motivation',
        en: `Your motivation must be at least ${R.motivationMinLength} characters long`,
        it: `La motivazione deve contenere almeno ${R.motivationMinLength} caratteri`,
      },
      {
        change: { motivation: 'm'.repeat(R.motivationMaxLength + 1) },
        field: 'motivation',
        en: `Your motivation can be at most ${R.motivationMaxLength} characters long`,
        it: `La motivazione può contenere al massimo ${R.motivationMaxLength} caratteri`,
      },
    ]
    const student = await givenUser()
    for (const one of cases) {
      for (const locale of ['en', 'it'] as const) {
        const response = await client
          .post(API)
          .withCsrfToken()
          .header('Accept-Language', locale)
          .json(validApplication(one.change))
          .loginAs(student)
        assert.equal(response.status(), 422, `${JSON.stringify(one.change)}: ${response.text()}`)
        assert.equal(response.body().errorCode, 'VALIDATION_ERROR')
        assert.deepEqual(response.body().errors[one.field], [one[locale]], one.field)
      }
    }
    assert.lengthOf(await applicationsOf(student), 0)
  })
})

test.group('Become a mentor | review (service)', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('approval makes the applicant a MENTOR with an approved, active profile and mails them', async ({
    assert,
  }) => {
    const student = await givenUser({ firstName: 'Giulia' })
    const admin = await givenUser({ role: 'ADMIN' })
    const application = await givenApplication(student)

    const approved = await approveApplication(application, admin)
    assert.equal(approved.status, 'approved')
    assert.equal(approved.reviewedByUserId, admin.id)
    assert.isNotNull(approved.reviewedAt)
    assert.isNull(approved.rejectionReason)

    await student.refresh()
    assert.equal(student.role, 'MENTOR')
    const profile = await MentorProfile.findByOrFail('userId', student.id)
    assert.isTrue(profile.isApproved)
    assert.isTrue(profile.isActive)
    assert.isNotNull(profile.approvedAt)

    const [message] = mails.queuedTo(student.email)
    assert.equal(message.toJSON().message.subject, 'Welcome aboard: you are now a mentor')
    const contents = MailCapture.contents(message)
    assert.include(contents, 'Hi Giulia,')
    assert.include(contents, 'Complete your mentor profile')
    assert.equal(
      mails.linkTo(student.email, '/settings/profile/mentor'),
      '/settings/profile/mentor'
    )
  })

  test('the approval e-mail is in the applicant’s language', async ({ assert }) => {
    const student = await givenUser({ locale: 'it', firstName: 'Marco' })
    const admin = await givenUser({ role: 'ADMIN' })
    await approveApplication(await givenApplication(student), admin)
    const [message] = mails.queuedTo(student.email)
    assert.equal(
      message.toJSON().message.subject,
      'Ti diamo il benvenuto: ora fai parte dei mentor'
    )
    const contents = MailCapture.contents(message)
    assert.include(contents, 'Ciao Marco,')
    assert.include(contents, 'Ti diamo il benvenuto tra i mentor di Mentorship Hub')
    assert.include(contents, 'Completa il profilo da mentor')
    assert.notInclude(contents, 'application_emails.')
    assert.notMatch(contents, /Welcome|Benvenuto|candidato/)
  })

  test('the console names the language the applicant reads e-mails in (a rejection reason goes as typed)', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN', locale: 'en' })
    const italian = await givenApplication(await givenUser({ locale: 'it' }))
    const english = await givenApplication(await givenUser({ locale: 'en' }))
    const one = await client.get(`/api/admin/mentor-applications/${italian.id}`).loginAs(admin)
    one.assertStatus(200)
    assert.equal(one.body().applicantLocale, 'it')
    const list = await client
      .get('/api/admin/mentor-applications')
      .qs({ filter: JSON.stringify({ id: [italian.id, english.id] }) })
      .loginAs(admin)
    list.assertStatus(200)
    assert.deepEqual(Object.fromEntries(list.body().map((r: any) => [r.id, r.applicantLocale])), {
      [italian.id]: 'it',
      [english.id]: 'en',
    })
  })

  test('approved from the console by an English-speaking admin, the e-mail is still in Italian', async ({
    client,
    assert,
  }) => {
    const student = await givenUser({ locale: 'it', firstName: 'Marco' })
    const admin = await givenUser({ role: 'ADMIN', locale: 'en' })
    const application = await givenApplication(student)
    const response = await client
      .post(`/api/admin/mentor-applications/${application.id}/approve`)
      .header('Accept-Language', 'en')
      .loginAs(admin)
      .withCsrfToken()
    response.assertStatus(200)
    const [message] = mails.queuedTo(student.email)
    assert.equal(
      message.toJSON().message.subject,
      'Ti diamo il benvenuto: ora fai parte dei mentor'
    )
    assert.include(String(message.toJSON().message.html), '<html lang="it"')
    assert.notMatch(MailCapture.contents(message), /Welcome|Good news/)
  })

  test('approving twice changes nothing more and mails once; an existing profile is kept', async ({
    assert,
  }) => {
    const student = await givenUser()
    const admin = await givenUser({ role: 'ADMIN' })
    const existing = await MentorProfile.create({
      userId: student.id,
      headline: 'Kept headline',
      isApproved: false,
      isActive: true,
      companySizes: [],
    })
    const application = await givenApplication(student)
    await approveApplication(application, admin)
    const again = await approveApplication(
      await MentorApplication.findOrFail(application.id),
      admin
    )
    assert.equal(again.status, 'approved')

    const profiles = await MentorProfile.query().where('userId', student.id)
    assert.lengthOf(profiles, 1)
    assert.equal(profiles[0].id, existing.id)
    assert.equal(profiles[0].headline, 'Kept headline')
    assert.isTrue(profiles[0].isApproved)
    assert.lengthOf(mails.queuedTo(student.email), 1)
  })

  test('only an admin reviews; a reviewed application cannot get the other outcome', async ({
    assert,
  }) => {
    const student = await givenUser()
    const admin = await givenUser({ role: 'ADMIN' })
    const { user: mentor } = await givenMentor()
    const application = await givenApplication(student)

    await assert.rejects(() => approveApplication(application, mentor), AppError)
    await assert.rejects(
      () => rejectApplication(application, mentor, 'Not enough experience yet.'),
      AppError
    )
    await application.refresh()
    assert.equal(application.status, 'pending')

    await rejectApplication(application, admin, 'Please show your investing track record.')
    try {
      await approveApplication(application, admin)
      assert.fail('approving a rejected application must fail')
    } catch (error) {
      assert.instanceOf(error, AppError)
      assert.equal((error as AppError).errorCode, 'DUPLICATE_RECORD')
    }
    await student.refresh()
    assert.equal(student.role, 'STUDENT')
  })

  test('rejection requires a reason (a validation error in the reviewer’s language)', async ({
    assert,
  }) => {
    const student = await givenUser()
    const admin = await givenUser({ role: 'ADMIN' })
    const application = await givenApplication(student)
    for (const [reason, options, message] of [
      ['', {}, 'Give the reason for the rejection, in at least 10 characters'],
      ['   ', {}, 'Give the reason for the rejection, in at least 10 characters'],
      ['  Too short  ', {}, 'Give the reason for the rejection, in at least 10 characters'],
      [
        null,
        { i18n: i18nManager.locale('it') },
        'Indica il motivo del rifiuto, in almeno 10 caratteri',
      ],
      [
        'r'.repeat(MENTOR_APPLICATION_RULES.rejectionReasonMaxLength + 1),
        {},
        `The reason can be at most ${MENTOR_APPLICATION_RULES.rejectionReasonMaxLength} characters long`,
      ],
    ] as const) {
      try {
        await rejectApplication(application, admin, reason, options)
        assert.fail(`a rejection with ${JSON.stringify(reason)} must fail`)
      } catch (error) {
        assert.instanceOf(error, vineErrors.E_VALIDATION_ERROR)
        assert.deepEqual(
          (error as InstanceType<typeof vineErrors.E_VALIDATION_ERROR>).messages.map(
            (one: { field: string; message: string }) => [one.field, one.message]
          ),
          [['reason', message]]
        )
      }
    }
    await application.refresh()
    assert.equal(application.status, 'pending')
    assert.lengthOf(mails.queuedTo(student.email), 0)
  })

  test('rejection stores and mails the reason; the user may then apply again', async ({
    client,
    assert,
  }) => {
    const student = await givenUser({ locale: 'en' })
    const admin = await givenUser({ role: 'ADMIN' })
    const application = await givenApplication(student)
    const reason = 'We could not verify the <revenue> figures. Please add a link to them.'

    const rejected = await rejectApplication(application, admin, `  ${reason}  `)
    assert.equal(rejected.status, 'rejected')
    assert.equal(rejected.rejectionReason, reason)
    assert.equal(rejected.reviewedByUserId, admin.id)
    await student.refresh()
    assert.equal(student.role, 'STUDENT')

    const [message] = mails.queuedTo(student.email)
    const json = message.toJSON().message
    assert.equal(json.subject, 'About your application to become a mentor')
    assert.include(String(json.text), reason)
    assert.include(String(json.html), 'We could not verify the &lt;revenue&gt; figures.')
    assert.equal(mails.linkTo(student.email, '/become-a-mentor'), '/become-a-mentor')

    const page = await client.get(PAGE).loginAs(student)
    const props = pageFrom(page.text()).props
    assert.equal(props.application.status, 'rejected')
    assert.equal(props.application.rejectionReason, reason)
    const html = ssrBody(page.text())
    assert.include(html, 'Your previous application was not approved')
    assert.include(html, 'We could not verify the &lt;revenue&gt; figures.')
    assert.include(html, 'name="motivation"', 'the form is offered again')

    const again = await client.post(API).withCsrfToken().json(validApplication()).loginAs(student)
    again.assertStatus(201)
    const all = await applicationsOf(student)
    assert.deepEqual(
      all.map((one) => one.status),
      ['rejected', 'pending']
    )
  })

  test('the rejection e-mail is in the applicant’s language', async ({ assert }) => {
    const student = await givenUser({ locale: 'it' })
    const admin = await givenUser({ role: 'ADMIN' })
    await rejectApplication(await givenApplication(student), admin, 'Manca il link al profilo.')
    const [message] = mails.queuedTo(student.email)
    assert.equal(message.toJSON().message.subject, 'La tua candidatura come mentor')
    const contents = MailCapture.contents(message)
    assert.include(contents, 'Manca il link al profilo.')
    assert.include(contents, 'puoi candidarti di nuovo')
  })
})

test.group('Become a mentor | e-mail texts stay on the server', () => {
  test('pages do not receive the application e-mail texts', async ({ client, assert }) => {
    const response = await client.get(PAGE)
    const page = pageFrom(response.text())
    const texts = await client.get(`/i18n/${page.props.locale}?v=${page.version}`)
    const keys = Object.keys(texts.body())
    assert.isTrue(keys.some((key) => key.startsWith('applications.')))
    assert.isFalse(keys.some((key) => key.startsWith('application_emails.')))
  })
})
