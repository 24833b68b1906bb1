import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import i18nManager from '@adonisjs/i18n/services/main'
import { LOCALES } from '#business/app'
import { dataSubjectOf } from '#accounts/services/account_deletion'
import { personalDataParts } from '#core/services/personal_data'
import { CODED_FIELDS, RECORD_STATUSES } from '#accounts/services/data_summary'
import { FakeStripe, configuredCatalog, inTestMode } from '#tests/helpers/fake_stripe'
import { MailCapture } from '#tests/helpers/mail_capture'
import { givenMemberWithHistory, type MemberWorld } from '#tests/helpers/member_data'

/*
| Each module's export of a member: everything the member could see in the
| product is in it (their side of it), and nothing that is not theirs to see:
| no secret (password hash, tokens), no private note or private feedback of
| the other party.
*/

/** The member's archive as the modules give it: one section per module. */
async function archiveOf(world: MemberWorld) {
  const subject = dataSubjectOf(world.leaver)
  const sections: Record<string, unknown> = {}
  for (const part of personalDataParts()) sections[part.module] = await part.export(subject)
  return sections
}

/** Every field name and kind of record in an archive (the keys of its objects, at any depth). */
function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, found))
  else if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      found.add(key)
      keysOf(field, found)
    }
  }
  return found
}

/** The readable summary names every module, kind of record and field in both languages. */
function thenEveryLabelIsTranslated(archive: Record<string, unknown>, assert: any) {
  const missing: string[] = []
  for (const locale of LOCALES) {
    const i18n = i18nManager.locale(locale)
    for (const module of Object.keys(archive)) {
      if (!i18n.hasMessage(`data_archive.modules.${module}`))
        missing.push(`${locale} module ${module}`)
    }
    for (const key of keysOf(Object.values(archive))) {
      if (!i18n.hasMessage(`data_archive.labels.${key}`)) missing.push(`${locale} ${key}`)
    }
  }
  assert.deepEqual(missing, [])
}

/** A code-looking value (`free_call`, `PRO`, `confirmed`): not free text a member wrote. */
const CODE = /^([a-z]+(_[a-z]+)*|[A-Z]+(_[A-Z]+)*)$/
/** Codes that are their own words everywhere in the product: a zone's name, a currency, a referral code. */
const AS_WRITTEN = new Set(['timezone', 'timeZone', 'currency', 'code', 'referralCode'])

/**
 * The summary shows words, not codes: every status and coded field the archive holds is one the
 * summary knows, and every code it knows has words in both languages.
 */
function thenEveryCodeHasWords(archive: Record<string, unknown>, assert: any) {
  const unknown: string[] = []
  const visit = (value: unknown, key: string, parent: string, kind: string) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, key, parent, kind))
    if (value && typeof value === 'object') {
      for (const [field, inner] of Object.entries(value))
        visit(inner, field, key, RECORD_STATUSES[field] ? field : kind)
      return
    }
    if (typeof value !== 'string' || !CODE.test(value) || AS_WRITTEN.has(key)) return
    const codes =
      key === 'status'
        ? RECORD_STATUSES[kind]
        : (CODED_FIELDS[`${parent}.${key}`] ?? CODED_FIELDS[key])
    if (!codes?.includes(value)) unknown.push(`${kind} ${parent}.${key} ${value}`)
  }
  for (const [module, sections] of Object.entries(archive)) visit(sections, module, '', module)
  assert.deepEqual(unknown, [], 'codes the summary would show as they are')

  const missing: string[] = []
  for (const locale of LOCALES) {
    const i18n = i18nManager.locale(locale)
    for (const [kind, codes] of Object.entries(RECORD_STATUSES))
      for (const code of codes)
        if (!i18n.hasMessage(`data_archive.statuses.${kind}.${code}`))
          missing.push(`${locale} ${kind} ${code}`)
    for (const [field, codes] of Object.entries(CODED_FIELDS))
      for (const code of codes)
        if (!i18n.hasMessage(`data_archive.values.${field}.${code}`))
          missing.push(`${locale} ${field} ${code}`)
  }
  assert.deepEqual(missing, [])
}

function thenTheArchiveHoldsWhatTheySaw(world: MemberWorld, archive: any, assert: any) {
  const text = JSON.stringify(archive)
  for (const [what, value] of Object.entries(world.texts)) {
    assert.include(text, value, `the archive holds the ${what}`)
  }
  for (const value of [...world.secrets, ...world.othersPrivate]) {
    assert.notInclude(text, value)
  }
  for (const key of ['password', 'accessToken', 'refreshToken', 'tokenHash', 'hash']) {
    assert.notInclude(text, `"${key}"`)
  }
  assert.equal(archive.accounts.account.email, world.leaver.email)
  assert.equal(archive.accounts.account.firstName, world.leaver.firstName)
  assert.deepEqual(archive.accounts.signIn, {
    withPassword: true,
    withGoogle: false,
    withLinkedin: false,
  })
  assert.include(archive.accounts.notificationSettings, { emailBookings: true })
  assert.isFalse(archive.core.cookieConsent.keptOnTheServer)
  const [past, upcoming] = archive.scheduling.sessions
  assert.equal(past.with, `${world.other.firstName} ${world.other.lastName}`)
  assert.equal(past.myNotes[0].body, world.texts.myNote)
  assert.equal(past.feedbackGiven.privateText, world.texts.myPrivateFeedback)
  assert.notProperty(past.feedbackReceived, 'privateText')
  assert.equal(upcoming.rescheduleRequests[0].reason, world.texts.reschedule)
  assert.isTrue(upcoming.rescheduleRequests[0].byMe)
  assert.equal(archive.scheduling.calendarConnection.accountEmail, world.texts.calendar)
  assert.equal(archive.billing.subscriptions[0].plan, 'PRO')
  assert.lengthOf(archive.billing.invoices[0].refunds, 1)
  assert.lengthOf(archive.billing.checkouts, 1)
  assert.equal(archive.billing.waitingListEntry.email, world.leaver.email)
  assert.equal(archive.referrals.referredBy.referrerFirstName, world.referrer.firstName)
  assert.equal(
    archive.referrals.referrals[0].name,
    `${world.friend.firstName} ${world.friend.lastName}`
  )
  assert.lengthOf(archive.referrals.rewards, 1)
  assert.lengthOf(archive.mentoring.mentorApplications, 1)
  assert.lengthOf(archive.mentoring.matchingRequests, 1)
}

test.group('Members data | export', (group) => {
  let mails: MailCapture
  group.setup(() => inTestMode())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('a mentee: their account, sessions, saved mentors, conversations, plan and referrals', async ({
    assert,
  }) => {
    const world = await givenMemberWithHistory('mentee')
    const archive: any = await archiveOf(world)
    thenTheArchiveHoldsWhatTheySaw(world, archive, assert)
    assert.isNull(archive.mentoring.mentorProfile)
    assert.equal(archive.mentoring.savedMentors[0].mentor, world.mentor.fullName)
    // Their conversation as they saw it: the mentor by name, both sides' messages.
    const [conversation] = archive.mentoring.conversations
    assert.equal(conversation.with, world.mentor.fullName)
    assert.equal(conversation.role, 'mentee')
    assert.deepEqual(
      conversation.messages.map((message: any) => [message.from, message.body]),
      [
        [world.mentee.fullName, world.texts.message],
        [world.mentor.fullName, world.texts.reply],
      ]
    )
    assert.equal(archive.mentoring.conversationReports[0].details, world.texts.report)
    assert.equal(archive.scheduling.sessions[0].role, 'mentee')
    assert.include(archive.scheduling.sessions[0].outcomeFollowUp, {
      answer: 'partly',
      answerNote: world.texts.outcomeNote,
    })
    assert.deepEqual(archive.scheduling.weeklyHours, [])
    // The stored criteria hold ids; the archive names what the member chose.
    assert.deepEqual(archive.mentoring.savedSearches[0].criteria, {
      industries: ['Agritech'],
      skills: ['Pricing'],
      companySize: 'startup',
    })
    assert.deepEqual(archive.mentoring.matchingRequests[0].criteria.industries, ['Agritech'])
    thenEveryLabelIsTranslated(archive, assert)
    thenEveryCodeHasWords(archive, assert)
  })
})

test.group('Members data | export with Stripe', (group) => {
  let fake: FakeStripe
  let mails: MailCapture
  // Committed (Stripe's webhooks are handled by the server, outside a test's transaction).
  group.each.setup(async () => {
    fake = await new FakeStripe().start()
    fake.seedCatalog(configuredCatalog())
    mails = new MailCapture()
    return async () => {
      mails.restore()
      await fake.stop()
    }
  })

  test('a mentor paying at Stripe: their profile, hours, exceptions and conversations', async ({
    assert,
  }) => {
    const world = await givenMemberWithHistory('mentor', fake)
    const archive: any = await archiveOf(world)
    thenTheArchiveHoldsWhatTheySaw(world, archive, assert)
    assert.include(archive.mentoring.mentorProfile.skills, 'Pricing')
    assert.lengthOf(archive.scheduling.weeklyHours, 7)
    assert.equal(archive.scheduling.scheduleExceptions[0].reason, world.texts.exception)
    // The mentee as the conversation names them: first name and last initial.
    assert.equal(
      archive.mentoring.conversations[0].with,
      `${world.mentee.firstName} ${world.mentee.lastName.charAt(0)}.`
    )
    assert.equal(archive.scheduling.sessions[0].role, 'mentor')
    // The mentee's answer to the outcome follow-up is not the mentor's to read with the session.
    assert.isNull(archive.scheduling.sessions[0].outcomeFollowUp)
    assert.notInclude(JSON.stringify(archive), world.stripeSubscriptionId!)
    assert.match(archive.scheduling.scheduleExceptions[0].date, /^\d{4}-\d{2}-\d{2}$/)
    thenEveryLabelIsTranslated(archive, assert)
    thenEveryCodeHasWords(archive, assert)
  })
})
