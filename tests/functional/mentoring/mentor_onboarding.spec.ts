import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import mail from '@adonisjs/mail/services/main'
import User from '#accounts/models/user'
import AuthToken from '#accounts/models/auth_token'
import AuditLog from '#core/models/audit_log'
import { commandSource } from '#core/services/audit_log'
import { AppError } from '#core/errors'
import MentorProfile from '#mentoring/models/mentor_profile'
import { inviteMentor, validateMentorInvite } from '#mentoring/services/mentor_onboarding'
import { MailCapture } from '#tests/helpers/mail_capture'
import { givenIndustry, givenSkill } from '#tests/helpers/mentors'
import { givenUser, STRONG_PASSWORD } from '#tests/helpers/users'
import { Visitor } from '#tests/helpers/visitor'

let sequence = 0
function address() {
  sequence += 1
  return `invited-${sequence}-${Date.now()}@example.test`
}

async function fieldErrorsOf(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof AppError && error.errorCode === 'VALIDATION_ERROR') {
      return error.fieldErrors ?? {}
    }
    throw error
  }
  throw new Error('expected a VALIDATION_ERROR')
}

test.group('Mentor onboarding | inviteMentor', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('creates a MENTOR without password, an approved active profile, skills and industries, an audit entry and an e-mail', async ({
    assert,
  }) => {
    const skill = await givenSkill(`Pricing ${Date.now()}`)
    const industry = await givenIndustry(`Agritech ${Date.now()}`, 'Food')
    const email = address()
    const outcome = await inviteMentor(
      {
        email: `  ${email.toUpperCase()} `,
        first_name: 'Ada',
        last_name: 'Lovelace',
        locale: 'it',
        timezone: 'Europe/Rome',
        headline: 'Growth advisor',
        years_of_experience: 12,
        skills: [skill.name.toLowerCase()],
        industries: [industry.nameIt!],
      },
      commandSource('mentors:invite')
    )
    assert.equal(outcome.status, 'invited')
    const user = await User.findOrFail(outcome.user.id)
    assert.equal(user.email, email)
    assert.equal(user.role, 'MENTOR')
    assert.isNull(user.password)
    assert.equal(user.locale, 'it')
    assert.equal(user.timezone, 'Europe/Rome')

    const profile = await MentorProfile.query()
      .where('userId', user.id)
      .preload('skills')
      .preload('industries')
      .firstOrFail()
    assert.isTrue(profile.isApproved)
    assert.isTrue(profile.isActive)
    assert.equal(profile.headline, 'Growth advisor')
    assert.equal(profile.yearsOfExperience, 12)
    assert.deepEqual(
      profile.skills.map((one) => one.id),
      [skill.id]
    )
    assert.deepEqual(
      profile.industries.map((one) => [one.id, Number(one.$extras.pivot_years)]),
      [[industry.id, 12]]
    )

    const entry = await AuditLog.query()
      .where('action', 'mentor.invite')
      .where('entityId', String(user.id))
      .firstOrFail()
    assert.isNull(entry.actorUserId)
    assert.equal(entry.entityType, 'mentor')

    const token = await AuthToken.query().where('userId', user.id).firstOrFail()
    assert.equal(token.purpose, 'password_reset')
    const days = token.expiresAt.diff(DateTime.utc(), 'days').days
    assert.isAbove(days, 6.9)
    assert.isBelow(days, 7.01)

    const [message] = mails.queuedTo(email)
    assert.equal(message.toJSON().message.subject, 'Un invito a fare da mentor su Mentorship Hub')
    assert.include(MailCapture.contents(message), 'Scegli la tua password')
  })

  for (const [locale, texts] of [
    [
      'en',
      {
        heading: 'Welcome, choose your password',
        submit: 'Save password and continue',
        toast: 'Welcome aboard',
      },
    ],
    [
      'it',
      {
        heading: 'Ti diamo il benvenuto: scegli la tua password',
        submit: 'Salva la password e continua',
        toast: 'Ecco fatto',
      },
    ],
  ] as const) {
    test(`the link is an invitation: a first password signs the mentor in on the mentor profile (${locale})`, async ({
      assert,
    }) => {
      const email = address()
      await inviteMentor(
        { email, first_name: 'Grace', last_name: 'Hopper', locale },
        commandSource('mentors:invite')
      )
      const link = mails.linkTo(email, '/recover-password/')
      const visitor = await Visitor.opening(link, locale)
      const page = await visitor.page(link)
      assert.equal(page.props.status, 'valid')
      assert.equal(page.props.email, email)
      assert.isTrue(page.props.invitation)
      const markup = await visitor.markup(link)
      assert.include(markup, texts.heading)
      assert.include(markup, texts.submit)
      // No password-reset wording on an invitation.
      for (const reset of [
        'Choose a new password',
        'Scegli una nuova password',
        'Reset password',
        'Reimposta la password',
      ]) {
        assert.notInclude(markup, reset)
      }

      const token = link.split('/')[2].split('?')[0]
      const response = await visitor.submit(
        '/reset-password',
        { token, password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD },
        link
      )
      assert.equal(response.header('location'), '/settings/profile/mentor')
      const next = await visitor.follow(response)
      assert.equal(next.component, 'mentoring/settings/mentor_profile')
      assert.equal(next.props.user.email, email)
      assert.equal(next.flash?.toast?.title, texts.toast)
      const me = await visitor.call('GET', '/api/auth/me')
      assert.equal(me.body().user.role, 'MENTOR')
      // Setting a first password is no change to warn about.
      assert.notInclude(mails.subjectsTo(email).join('\n').toLowerCase(), 'password')

      const fresh = await Visitor.opening('/login')
      const login = await fresh.call('POST', '/api/auth/login', {
        email,
        password: STRONG_PASSWORD,
      })
      login.assertStatus(200)
    })
  }

  test('a later reset of an invited mentor is a password reset again, ending at sign-in', async ({
    assert,
  }) => {
    const email = address()
    await inviteMentor(
      { email, first_name: 'Ada', last_name: 'Byron' },
      commandSource('mentors:invite')
    )
    const invitation = mails.linkTo(email, '/recover-password/')
    const first = await Visitor.opening(invitation)
    await first.submit(
      '/reset-password',
      {
        token: invitation.split('/')[2].split('?')[0],
        password: STRONG_PASSWORD,
        password_confirmation: STRONG_PASSWORD,
      },
      invitation
    )
    const reset = await Visitor.opening('/forgot-password')
    await reset.submit('/forgot-password', { email })
    const link = mails.linkTo(email, '/recover-password/')
    assert.notEqual(link, invitation)
    const page = await reset.page(link)
    assert.equal(page.props.status, 'valid')
    assert.isFalse(page.props.invitation)
    assert.include(await reset.markup(link), 'Choose a new password')
  })

  test('an existing e-mail answers exists and changes nothing', async ({ assert }) => {
    const someone = await givenUser({ firstName: 'Kept' })
    const outcome = await inviteMentor(
      { email: someone.email, first_name: 'Other', last_name: 'Name' },
      commandSource('mentors:invite')
    )
    assert.equal(outcome.status, 'exists')
    assert.equal(outcome.user.id, someone.id)
    await someone.refresh()
    assert.equal(someone.role, 'STUDENT')
    assert.equal(someone.firstName, 'Kept')
    assert.isNull(await MentorProfile.findBy('userId', someone.id))
    assert.lengthOf(mails.queuedTo(someone.email), 0)

    const email = address()
    const first = await inviteMentor(
      { email, first_name: 'A', last_name: 'B' },
      commandSource('mentors:invite')
    )
    const second = await inviteMentor(
      { email, first_name: 'A', last_name: 'B' },
      commandSource('mentors:invite')
    )
    assert.deepEqual([first.status, second.status], ['invited', 'exists'])
    assert.lengthOf(mails.queuedTo(email), 1)
  })

  test('two invitations at the same moment create one account', async ({ assert }) => {
    const email = address()
    const outcomes = await Promise.all(
      [1, 2, 3].map(() =>
        inviteMentor({ email, first_name: 'A', last_name: 'B' }, commandSource('mentors:invite'))
      )
    )
    assert.sameMembers(
      outcomes.map((one) => one.status),
      ['invited', 'exists', 'exists']
    )
    assert.lengthOf(await User.query().where('email', email), 1)
    assert.lengthOf(mails.queuedTo(email), 1)
  })

  test('bad input: field errors in English, or Italian, and nothing written', async ({
    assert,
  }) => {
    const input = {
      email: 'not-an-address',
      first_name: '',
      last_name: 'X',
      locale: 'fr',
      timezone: 'Mars/Olympus',
      years_of_experience: 71,
      skills: ['No such skill anywhere'],
    }
    const english = await fieldErrorsOf(inviteMentor(input as any, commandSource('mentors:invite')))
    assert.deepEqual(english, {
      email: ['Enter a valid e-mail address'],
      first_name: ["Enter the mentor's first name"],
      locale: ['The language must be en (English) or it (Italian)'],
      timezone: ['Enter an IANA time zone such as Europe/Rome or UTC'],
      years_of_experience: ['Years of experience can be at most 70'],
      // Reported with the field errors, not only once they are fixed.
      skills: ['Unknown skill: No such skill anywhere'],
    })
    const italian = await fieldErrorsOf(
      inviteMentor(input as any, commandSource('mentors:invite'), {
        i18n: i18nManager.locale('it'),
      })
    )
    assert.deepEqual(italian.first_name, ['Inserisci il nome del mentor'])
    assert.deepEqual(italian.years_of_experience, [
      'Gli anni di esperienza possono essere al massimo 70',
    ])
    assert.deepEqual(italian.skills, ['Competenza sconosciuta: No such skill anywhere'])

    const email = address()
    const unknown = await fieldErrorsOf(
      inviteMentor(
        { email, first_name: 'A', last_name: 'B', skills: ['Nope 1'], industries: ['Nope 2'] },
        commandSource('mentors:invite')
      )
    )
    assert.deepEqual(unknown, {
      skills: ['Unknown skill: Nope 1'],
      industries: ['Unknown industry: Nope 2'],
    })
    assert.isNull(await User.findBy('email', email))
    assert.lengthOf(mails.queuedTo(email), 0)
  })

  test('a failure half-way leaves nothing behind', async ({ assert }) => {
    const email = address()
    const entriesBefore = await AuditLog.query()
      .where('action', 'mentor.invite')
      .count('* as total')
    // A mail that cannot be queued ends the transaction: no account, no token, no audit entry.
    const sendLater = mail.sendLater
    mail.sendLater = async () => {
      throw new Error('queue unavailable')
    }
    try {
      await assert.rejects(
        () =>
          inviteMentor({ email, first_name: 'A', last_name: 'B' }, commandSource('mentors:invite')),
        'queue unavailable'
      )
    } finally {
      mail.sendLater = sendLater
    }
    assert.isNull(await User.findBy('email', email))
    const entriesAfter = await AuditLog.query().where('action', 'mentor.invite').count('* as total')
    assert.equal(Number(entriesAfter[0].$extras.total), Number(entriesBefore[0].$extras.total))
    const retry = await inviteMentor(
      { email, first_name: 'A', last_name: 'B' },
      commandSource('mentors:invite')
    )
    assert.equal(retry.status, 'invited')
  })

  test('validateMentorInvite accepts CSV-like text numbers and resolves names', async ({
    assert,
  }) => {
    const skill = await givenSkill(`Hiring ${Date.now()}`)
    const valid = await validateMentorInvite({
      email: 'A@Example.TEST',
      first_name: 'A',
      last_name: 'B',
      years_of_experience: '7',
      skills: [skill.name, skill.name.toUpperCase()],
    })
    assert.equal(valid.email, 'a@example.test')
    assert.equal(valid.years_of_experience, 7)
    assert.deepEqual(valid.skillIds, [skill.id])
  })
})
