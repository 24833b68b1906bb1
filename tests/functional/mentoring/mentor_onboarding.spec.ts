import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import mail from '@adonisjs/mail/services/main'
import User from '#accounts/models/user'
import AuthToken from '#accounts/models/auth_token'
import AuditLog from '#admin/models/audit_log'
import { OPERATOR } from '#admin/services/audit_log'
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
      OPERATOR
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
    assert.equal(
      message.toJSON().message.subject,
      'Sei invitato a fare da mentor su Mentorship Hub'
    )
    assert.include(MailCapture.contents(message), 'Scegli la tua password')
  })

  test('the link lands on the reset page; the chosen password signs the mentor in', async ({
    assert,
  }) => {
    const email = address()
    await inviteMentor({ email, first_name: 'Grace', last_name: 'Hopper' }, OPERATOR)
    const link = mails.linkTo(email, '/recover-password/')
    const page = await new Visitor().page(link)
    assert.equal(page.props.status, 'valid')
    assert.equal(page.props.email, email)

    const token = link.split('/')[2].split('?')[0]
    const visitor = await Visitor.opening(link)
    const response = await visitor.submit(
      '/reset-password',
      { token, password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD },
      link
    )
    assert.equal(response.header('location'), '/login?reason=password_reset')

    const fresh = await Visitor.opening('/login')
    const login = await fresh.call('POST', '/api/auth/login', { email, password: STRONG_PASSWORD })
    login.assertStatus(200)
    const me = await fresh.call('GET', '/api/auth/me')
    assert.equal(me.body().user.role, 'MENTOR')
  })

  test('an existing e-mail answers exists and changes nothing', async ({ assert }) => {
    const someone = await givenUser({ firstName: 'Kept' })
    const outcome = await inviteMentor(
      { email: someone.email, first_name: 'Other', last_name: 'Name' },
      OPERATOR
    )
    assert.equal(outcome.status, 'exists')
    assert.equal(outcome.user.id, someone.id)
    await someone.refresh()
    assert.equal(someone.role, 'STUDENT')
    assert.equal(someone.firstName, 'Kept')
    assert.isNull(await MentorProfile.findBy('userId', someone.id))
    assert.lengthOf(mails.queuedTo(someone.email), 0)

    const email = address()
    const first = await inviteMentor({ email, first_name: 'A', last_name: 'B' }, OPERATOR)
    const second = await inviteMentor({ email, first_name: 'A', last_name: 'B' }, OPERATOR)
    assert.deepEqual([first.status, second.status], ['invited', 'exists'])
    assert.lengthOf(mails.queuedTo(email), 1)
  })

  test('two invitations at the same moment create one account', async ({ assert }) => {
    const email = address()
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => inviteMentor({ email, first_name: 'A', last_name: 'B' }, OPERATOR))
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
    const english = await fieldErrorsOf(inviteMentor(input as any, OPERATOR))
    assert.deepEqual(english, {
      email: ['Enter a valid e-mail address'],
      first_name: ["Enter the mentor's first name"],
      locale: ['The language must be en (English) or it (Italian)'],
      timezone: ['Enter an IANA time zone such as Europe/Rome or UTC'],
      years_of_experience: ['Years of experience can be at most 70'],
    })
    const italian = await fieldErrorsOf(
      inviteMentor(input as any, OPERATOR, { i18n: i18nManager.locale('it') })
    )
    assert.deepEqual(italian.first_name, ['Inserisci il nome del mentor'])
    assert.deepEqual(italian.years_of_experience, [
      'Gli anni di esperienza possono essere al massimo 70',
    ])

    const email = address()
    const unknown = await fieldErrorsOf(
      inviteMentor(
        { email, first_name: 'A', last_name: 'B', skills: ['Nope 1'], industries: ['Nope 2'] },
        OPERATOR
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
        () => inviteMentor({ email, first_name: 'A', last_name: 'B' }, OPERATOR),
        'queue unavailable'
      )
    } finally {
      mail.sendLater = sendLater
    }
    assert.isNull(await User.findBy('email', email))
    const entriesAfter = await AuditLog.query().where('action', 'mentor.invite').count('* as total')
    assert.equal(Number(entriesAfter[0].$extras.total), Number(entriesBefore[0].$extras.total))
    const retry = await inviteMentor({ email, first_name: 'A', last_name: 'B' }, OPERATOR)
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
