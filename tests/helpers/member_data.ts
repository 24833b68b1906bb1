import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#accounts/models/user'
import OnboardingAnswer from '#accounts/models/onboarding_answer'
import { hashToken, issueToken } from '#accounts/services/account_tokens'
import { audit } from '#core/services/audit_log'
import ContactMessage from '#core/models/contact_message'
import MatchingRequest from '#mentoring/models/matching_request'
import MentorApplication from '#mentoring/models/mentor_application'
import Conversation from '#mentoring/models/conversation'
import ConversationMessage from '#mentoring/models/conversation_message'
import ConversationReport from '#mentoring/models/conversation_report'
import SavedMentor from '#mentoring/models/saved_mentor'
import SavedSearch from '#mentoring/models/saved_search'
import CalendarConnection from '#scheduling/models/calendar_connection'
import Feedback from '#scheduling/models/feedback'
import RescheduleRequest from '#scheduling/models/reschedule_request'
import ScheduleException from '#scheduling/models/schedule_exception'
import SessionNote from '#scheduling/models/session_note'
import SessionOutcome from '#scheduling/models/session_outcome'
import MentoringSession from '#scheduling/models/mentoring_session'
import HelpRequest from '#billing/models/help_request'
import Invoice from '#billing/models/invoice'
import Refund from '#billing/models/refund'
import Subscription from '#billing/models/subscription'
import WaitingListEntry from '#billing/models/waiting_list_entry'
import { completeTestCheckout, startCheckout } from '#billing/services/checkout'
import DiscountCode from '#referrals/models/discount_code'
import Reward from '#referrals/models/reward'
import { generateReferralCode } from '#referrals/services/codes'
import { attributeReferral } from '#referrals/services/attribution'
import { toQueuePayload } from '#core/jobs/send_mail_job'
import { toDbInstant } from '#database/columns'
import { givenUser } from '#tests/helpers/users'
import { givenIndustry, givenMentor, givenSkill } from '#tests/helpers/mentors'
import { givenSchedule, givenSession } from '#tests/helpers/sessions'
import { deliverAll, type FakeStripe } from '#tests/helpers/fake_stripe'

/*
| A member who has used every part of the product, and the people around them
| who keep part of their history: a mentor or mentee they had sessions with,
| the member who referred them, a friend they referred, an admin. The leaving
| member's names and e-mail are unusual, so that finding them anywhere in the
| database after the deletion means something was left behind.
*/

let sequence = 0

/** Letters only, so a name stays a name (no digit makes it look like an id). */
function letters() {
  sequence += 1
  return `${String.fromCharCode(97 + (sequence % 26))}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 5)}`
}

/** What the leaving member wrote or chose, each text found in their archive. */
export type SeededTexts = Record<string, string>

export type MemberWorld = {
  leaver: User
  /** The mentor or mentee they had sessions with (the other party). */
  other: User
  mentor: User
  mentee: User
  referrer: User
  friend: User
  admin: User
  past: { id: number }
  upcoming: { id: number; bookedMonth: string }
  invoiceIds: number[]
  stripeSubscriptionId: string | null
  texts: SeededTexts
  /** Texts of the other party's the member must not receive in their archive. */
  othersPrivate: string[]
  /** Secrets held for the member: never in the archive. */
  secrets: string[]
}

async function subscribe(user: User, stripe: FakeStripe | null) {
  const { url } = await startCheckout(user, 'PRO', 'monthly', 'en')
  if (!stripe) {
    await completeTestCheckout(user, url.split('/').pop()!)
    return null
  }
  const session = [...stripe.sessions.values()].find((one) => one.url === url)!
  await deliverAll(stripe, stripe.payCheckout(session.id, { brand: 'visa', last4: '4242' }))
  return session.subscription as string
}

/**
 * A member (`leaves`: the mentee or the mentor of the pair) with data in every module; their
 * subscription at `stripe` when given, in the in-app test mode otherwise.
 */
export async function givenMemberWithHistory(
  leaves: 'mentee' | 'mentor',
  stripe: FakeStripe | null = null
): Promise<MemberWorld> {
  const first = `Zebulon${letters()}`
  const last = `Quixwright${letters()}`
  const email = `${first}.${last}@example.test`.toLowerCase()
  const admin = await givenUser({ role: 'ADMIN', firstName: 'Ines', lastName: 'Admin' })
  const industry = await givenIndustry('Agritech', 'Food')
  const skill = await givenSkill('Pricing')
  const mentorNames = leaves === 'mentor' ? { firstName: first, lastName: last } : {}
  const { user: mentor, profile } = await givenMentor({
    firstName: 'Priya',
    lastName: 'Keeper',
    ...mentorNames,
    weeklyHours: false,
    skills: [skill],
    industries: [{ industry, years: 7 }],
    headline: `Pricing mentor for food startups ${letters()}`,
  })
  await givenSchedule(profile)
  const mentee = await givenUser(
    leaves === 'mentee'
      ? { firstName: first, lastName: last, email }
      : { firstName: 'Dario', lastName: 'Neri' }
  )
  if (leaves === 'mentor') {
    mentor.email = email
    await mentor.save()
  }
  const leaver = leaves === 'mentee' ? mentee : mentor
  const other = leaves === 'mentee' ? mentor : mentee
  const tag = letters()
  const texts: SeededTexts = {
    city: `Quixford ${tag}`,
    company: `${last} Orchards`,
    onboardingCompany: `Orchard cooperative ${tag}`,
    contact: `Please call me back about invoices ${tag}`,
    savedSearch: `Pricing in Milan ${tag}`,
    matchingRequest: `Looking for a pricing mentor ${tag}`,
    application: `I have priced three marketplaces ${tag}`,
    message: `Could we talk about my price list ${tag}`,
    reply: `Yes, send me the list before our session ${tag}`,
    report: `Asked me for my phone number ${tag}`,
    helpRequest: `Help with our seed round ${tag}`,
    myNote: `My own note on the session ${tag}`,
    myPublicFeedback: `A generous hour of advice ${tag}`,
    myPrivateFeedback: `A little late to start ${tag}`,
    theirPublicFeedback: `Came well prepared ${tag}`,
    reschedule: `A trip came up ${tag}`,
    calendar: `calendar.${tag}@example.test`,
  }
  const exception = `Harvest week ${tag}`
  if (leaves === 'mentor') texts.exception = exception
  const othersPrivate = [`Their private note ${tag}`, `Their private feedback ${tag}`]

  // Accounts: profile, onboarding answers, industries, tokens, a server-side session.
  leaver.merge({ city: texts.city, companyName: texts.company, professionalRole: 'Founder' })
  await leaver.save()
  await OnboardingAnswer.create({
    userId: leaver.id,
    location: texts.city,
    companyName: texts.onboardingCompany,
    role: 'Founder',
    step: 'discovery',
  } as Partial<OnboardingAnswer>)
  await db.table('user_industries').insert({ user_id: leaver.id, industry_id: industry.id })
  const token = await issueToken(leaver, 'password_reset')
  const rememberHash = `remember-${randomUUID()}`
  await db.table('remember_me_tokens').insert({
    tokenable_id: leaver.id,
    hash: rememberHash,
    created_at: new Date(),
    updated_at: new Date(),
    expires_at: DateTime.utc().plus({ days: 30 }).toJSDate(),
  })
  await db.table('sessions').insert({
    id: `session-${randomUUID()}`,
    data: JSON.stringify({ auth_web: leaver.id }),
    user_id: String(leaver.id),
    expires_at: DateTime.utc().plus({ days: 1 }).toJSDate(),
  })

  // Core: a contact message, audit entries naming them, a rate-limit counter, queued e-mails.
  await ContactMessage.create({
    userId: leaver.id,
    name: `${first} ${last}`,
    email,
    body: texts.contact,
    locale: 'en',
  })
  const bySource = { actorId: admin.id, ip: '127.0.0.1', requestId: null }
  await audit(bySource, {
    action: 'user.update',
    entityType: 'user',
    entityId: leaver.id,
    before: { email, firstName: first, lastName: last, role: leaver.role },
    after: { firstName: first },
  })
  await audit(bySource, {
    action: 'session.cancel',
    entityType: 'session',
    entityId: 1,
    before: { menteeName: `${mentee.firstName} ${mentee.lastName}`, status: 'confirmed' },
    after: { mentorName: `${mentor.firstName} ${mentor.lastName}`, status: 'cancelled' },
  })
  await db.table('rate_limits').insert({
    key: `accounts_forgot_email_${email}`,
    points: 1,
    expire: Date.now() + 3_600_000,
  })
  for (const to of [leaver, other]) {
    const payload = toQueuePayload('smtp', {
      message: { to: [{ address: to.email, name: to.fullName }], subject: 'Reminder' },
      views: {},
    })
    const id = randomUUID()
    await db.table('queue_jobs').insert({
      id,
      queue: 'default',
      status: 'pending',
      data: JSON.stringify({ id, name: 'core.send_mail', payload, attempts: 0 }),
      score: Date.now(),
    })
  }

  // Mentoring: saved mentor and search, a matching request, an application, a message.
  await SavedMentor.create({ userId: mentee.id, mentorUserId: mentor.id })
  await SavedSearch.create({
    userId: leaver.id,
    name: texts.savedSearch,
    criteria: { industries: [industry.id], skills: [skill.id], companySize: 'startup' },
  })
  await MatchingRequest.create({
    userId: leaver.id,
    message: texts.matchingRequest,
    criteria: { industries: [industry.id], experienceLevel: 'senior', goals: 'Pricing' },
    status: 'open',
  })
  await MentorApplication.create({
    userId: leaver.id,
    basis: 'senior_experience',
    profileUrl: 'https://www.linkedin.com/in/someone',
    motivation: texts.application,
    status: 'rejected',
    reviewedByUserId: admin.id,
    reviewedAt: DateTime.utc(),
  })
  // Their conversation: a message each way, reported by the leaver (the other party's reports
  // of it are theirs).
  const conversation = await Conversation.create({
    menteeUserId: mentee.id,
    mentorUserId: mentor.id,
    createdAt: DateTime.utc().minus({ days: 2 }),
  })
  await ConversationMessage.create({
    conversationId: conversation.id,
    senderSide: 'mentee',
    body: texts.message,
  })
  const reply = await ConversationMessage.create({
    conversationId: conversation.id,
    senderSide: 'mentor',
    body: texts.reply,
  })
  conversation.merge({
    lastMessageId: reply.id,
    lastMessageAt: reply.createdAt,
    menteeLastReadId: reply.id,
    mentorLastReadId: reply.id,
  })
  await conversation.save()
  await ConversationReport.create({
    conversationId: conversation.id,
    reporterSide: leaves,
    reporterUserId: leaver.id,
    reportedUserId: other.id,
    reason: 'other',
    details: texts.report,
    status: 'open',
  })

  // Scheduling: a past session with notes and feedback both ways, one still to happen with a
  // new time proposed, the mentor's exception and calendar.
  const past = await givenSession(mentor, mentee, {
    startsAt: DateTime.utc().minus({ days: 7 }).startOf('hour'),
    status: 'completed',
  })
  const upcoming = await givenSession(mentor, mentee, {
    startsAt: DateTime.utc().plus({ days: 9 }).startOf('hour'),
    status: 'confirmed',
    entitlement: 'free_call',
  })
  const role = (user: User) => (user.id === mentor.id ? 'mentor' : 'mentee')
  await SessionNote.create({ sessionId: past.id, authorUserId: leaver.id, body: texts.myNote })
  await SessionNote.create({ sessionId: past.id, authorUserId: other.id, body: othersPrivate[0] })
  await Feedback.create({
    sessionId: past.id,
    authorUserId: leaver.id,
    authorRole: role(leaver),
    overallRating: 5,
    publicText: texts.myPublicFeedback,
    privateText: texts.myPrivateFeedback,
  })
  await Feedback.create({
    sessionId: past.id,
    authorUserId: other.id,
    authorRole: role(other),
    overallRating: 4,
    publicText: texts.theirPublicFeedback,
    privateText: othersPrivate[1],
  })
  // The mentee's answer to the past session's outcome follow-up, with a line signed with their
  // name: a leaving mentee's archive holds it and the deletion removes it (the answer stays in
  // the mentor's rate); a mentor's archive never holds it (they read it without the session).
  await MentoringSession.query()
    .where('id', past.id)
    .update({ outcome_requested_at: toDbInstant(DateTime.utc()) })
  const outcomeNote = `Closed our first pricing pilot, thanks ${mentee.firstName} ${tag}`
  await SessionOutcome.create({
    sessionId: past.id,
    answer: 'partly',
    note: outcomeNote,
    answeredAt: DateTime.utc(),
  })
  if (leaves === 'mentee') texts.outcomeNote = outcomeNote
  else othersPrivate.push(outcomeNote)
  await RescheduleRequest.create({
    sessionId: upcoming.id,
    requestedByUserId: leaver.id,
    newStartsAt: upcoming.startsAt.plus({ days: 1 }),
    newEndsAt: upcoming.endsAt.plus({ days: 1 }),
    reason: texts.reschedule,
    status: 'pending',
  })
  await ScheduleException.create({
    mentorProfileId: profile.id,
    date: DateTime.utc().plus({ days: 20 }).startOf('day'),
    reason: exception,
  } as Partial<ScheduleException>)
  const accessToken = `ya29.access-${randomUUID()}`
  const refreshToken = `1//refresh-${randomUUID()}`
  await CalendarConnection.create({
    userId: leaver.id,
    provider: 'google',
    accountEmail: texts.calendar,
    accessToken,
    refreshToken,
    calendarId: 'primary',
    connectedAt: DateTime.utc(),
    expiresAt: DateTime.utc().plus({ hours: 1 }),
  })
  await db.table('booking_guards').insert({ user_id: leaver.id, version: 1 })

  // Referrals: referred by someone, their own code, a friend they referred, a reward, a discount.
  const referrer = await givenUser({ firstName: 'Olga', lastName: 'Referrer' })
  const { code: referrerCode } = await generateReferralCode(referrer)
  await attributeReferral(leaver, referrerCode, DateTime.utc())
  const { code } = await generateReferralCode(leaver)
  texts.referralCode = code
  const friend = await givenUser({ firstName: 'Ada', lastName: 'Friend' })
  await attributeReferral(friend, code, DateTime.utc())
  await Reward.create({
    referrerUserId: leaver.id,
    type: 'free_session',
    amountCents: 0,
    status: 'processed',
    idempotencyKey: `reward-${randomUUID()}`,
  })
  const discount = await DiscountCode.query().where('userId', leaver.id).first()
  texts.discountCode = discount?.code ?? ''

  // Billing: a subscription (with its checkout and invoice), a refund, a help request, the
  // waiting list.
  const stripeSubscriptionId = await subscribe(leaver, stripe)
  const invoices = await Invoice.query().where('userId', leaver.id)
  await Refund.create({
    invoiceId: invoices[0].id,
    amountCents: 100,
    reason: 'Goodwill gesture',
    createdByUserId: admin.id,
  })
  await HelpRequest.create({
    userId: leaver.id,
    topic: 'fundraising',
    subject: texts.helpRequest,
    message: texts.helpRequest,
    locale: 'en',
    status: 'open',
  })
  await WaitingListEntry.create({ email, locale: 'en' })
  await Subscription.findByOrFail('userId', leaver.id)

  return {
    leaver,
    other,
    mentor,
    mentee,
    referrer,
    friend,
    admin,
    past,
    upcoming,
    invoiceIds: invoices.map((invoice) => invoice.id),
    stripeSubscriptionId,
    texts,
    othersPrivate,
    secrets: [token, hashToken(token), rememberHash, accessToken, refreshToken, leaver.password!],
  }
}
