import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import router from '@adonisjs/core/services/router'
import type User from '#accounts/models/user'
import Subscription from '#billing/models/subscription'
import Invoice from '#billing/models/invoice'
import Checkout from '#billing/models/checkout'
import SavedSearch from '#mentoring/models/saved_search'
import Conversation from '#mentoring/models/conversation'
import ConversationMessage from '#mentoring/models/conversation_message'
import SessionNote from '#scheduling/models/session_note'
import Feedback from '#scheduling/models/feedback'
import ScheduleException from '#scheduling/models/schedule_exception'
import { givenUser } from '#tests/helpers/users'
import { givenBookableMentor, givenSession } from '#tests/helpers/sessions'

/** Who calls a route in the security suite. */
export type CallerName =
  'visitor' | 'mentee' | 'anotherMentee' | 'mentor' | 'anotherMentor' | 'admin' | 'suspended'

/** One method of one route, as the router knows it. */
export type RouteCase = { method: string; pattern: string; key: string }

/**
 * Routes registered only outside production (app/core/routes_dev.ts: the
 * captured mailbox); a production server answers 404 there.
 */
const DEV_ONLY = /^\/dev\//

/**
 * Fixture routes other spec files register while they load (tests/functional/core/errors.spec.ts,
 * tests/browser/shell/api_client.spec.ts): present when `npm test` loads every suite at once,
 * never in the app.
 */
const TEST_FIXTURE = /\/__test__\//

/** Every route the router knows, one case per method (HEAD is GET's twin). */
export function everyRoute(): RouteCase[] {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => !DEV_ONLY.test(route.pattern) && !TEST_FIXTURE.test(route.pattern))
    .flatMap((route) =>
      route.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, pattern: route.pattern, key: `${method} ${route.pattern}` }))
    )
}

/** The state-changing routes (the ones CSRF guards). */
export function changingRoutes() {
  return everyRoute().filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
}

/**
 * A small world with something to protect: a mentee on PRO (subscription,
 * invoice, a checkout) and a mentor with a booked session ahead and a past one
 * with both parties' private notes and private feedback, and a conversation; another mentee and
 * another mentor with nothing to do with them; an admin; a suspended member.
 * Every private text carries a unique marker the leak checks look for.
 */
export async function givenSecurityWorld() {
  const tag = randomBytes(6).toString('hex')
  const markers = {
    menteeNote: `mentee-note-${tag}`,
    mentorNote: `mentor-note-${tag}`,
    menteePrivateFeedback: `mentee-private-feedback-${tag}`,
    mentorPrivateFeedback: `mentor-private-feedback-${tag}`,
    sessionObjective: `session-objective-${tag}`,
    menteeEmail: `mentee-${tag}@example.test`,
    billing: `billing-${tag}`,
    conversationMessage: `conversation-message-${tag}`,
  }

  const mentee = await givenUser({ email: markers.menteeEmail, timezone: 'Europe/Rome' })
  const anotherMentee = await givenUser()
  const mentor = await givenBookableMentor()
  const anotherMentor = await givenBookableMentor()
  const admin = await givenUser({ role: 'ADMIN' })
  const suspended = await givenUser({ status: 'suspended' })

  const upcoming = await givenSession(mentor.user, mentee, {
    startsAt: DateTime.utc().plus({ days: 6 }).startOf('hour'),
  })
  const past = await givenSession(mentor.user, mentee, {
    startsAt: DateTime.utc().minus({ days: 3 }).startOf('hour'),
    status: 'completed',
  })
  for (const session of [upcoming, past]) {
    session.objective = `${markers.sessionObjective} ${session.objective}`
    await session.save()
  }
  for (const session of [upcoming, past]) {
    await SessionNote.create({
      sessionId: session.id,
      authorUserId: mentee.id,
      body: markers.menteeNote,
    })
    await SessionNote.create({
      sessionId: session.id,
      authorUserId: mentor.user.id,
      body: markers.mentorNote,
    })
  }
  await Feedback.create({
    sessionId: past.id,
    authorUserId: mentee.id,
    overallRating: 5,
    publicText: 'Clear and practical',
    privateText: markers.menteePrivateFeedback,
  })
  await Feedback.create({
    sessionId: past.id,
    authorUserId: mentor.user.id,
    overallRating: 5,
    publicText: 'Well prepared',
    privateText: markers.mentorPrivateFeedback,
  })

  const subscription = await Subscription.create({
    userId: mentee.id,
    plan: 'PRO',
    period: 'monthly',
    status: 'active',
    priceCents: 4900,
    currentPeriodStart: DateTime.utc().minus({ days: 40 }),
    currentPeriodEnd: DateTime.utc().plus({ days: 20 }),
    cancelAtPeriodEnd: false,
    stripeSubscriptionId: `sub_${markers.billing}`,
  })
  // A renewal: not refundable, so an allowed refund call changes nothing.
  const invoice = await Invoice.create({
    userId: mentee.id,
    subscriptionId: subscription.id,
    amountCents: 4900,
    status: 'paid',
    isRenewal: true,
    description: `Invoice ${markers.billing}`,
    stripeInvoiceId: `in_${markers.billing}`,
    paidAt: DateTime.utc().minus({ days: 10 }),
  })
  // Already cancelled: completing it again is refused, never a new subscription.
  const checkout = await Checkout.create({
    userId: mentee.id,
    publicId: `co_${tag}${tag}`,
    plan: 'PRO',
    period: 'monthly',
    provider: 'test',
    status: 'cancelled',
    amountCents: 4900,
    listCents: 4900,
  })
  const preference = await SavedSearch.create({
    userId: mentee.id,
    name: 'Mine',
    criteria: { industries: [], skills: [], maxResults: 20 },
  })
  const exception = await ScheduleException.create({
    mentorProfileId: mentor.profile.id,
    date: DateTime.utc().plus({ days: 10 }).startOf('day'),
    reason: null,
    availableStart: null,
    availableEnd: null,
  })

  // The pair's conversation (nobody reported it: not even admins read it).
  const conversation = await Conversation.create({
    menteeUserId: mentee.id,
    mentorUserId: mentor.user.id,
  })
  const message = await ConversationMessage.create({
    conversationId: conversation.id,
    senderSide: 'mentee',
    body: markers.conversationMessage,
  })
  conversation.merge({
    lastMessageId: message.id,
    lastMessageAt: message.createdAt,
    menteeLastReadId: message.id,
  })
  await conversation.save()

  const users: Record<Exclude<CallerName, 'visitor'>, User> = {
    mentee,
    anotherMentee,
    mentor: mentor.user,
    anotherMentor: anotherMentor.user,
    admin,
    suspended,
  }
  return {
    markers,
    users,
    mentor,
    anotherMentor,
    upcoming,
    past,
    subscription,
    invoice,
    checkout,
    preference,
    exception,
    conversation,
  }
}

export type SecurityWorld = Awaited<ReturnType<typeof givenSecurityWorld>>

/** An id no table holds. */
export const UNKNOWN_ID = '987654321'

/**
 * The concrete path of a route: owner-scoped ids are the mentee's and the
 * mentor's own records; the admin API's ids are real records (the mentee,
 * the mentor, the session, the subscription, the invoice). With
 * `adminChanges: 'unknown'` the admin API's changes aim at an id no table
 * holds instead, so an admin's call changes nothing.
 */
export function pathOf(
  route: RouteCase,
  world: SecurityWorld,
  { adminChanges }: { adminChanges: 'real' | 'unknown' }
) {
  const { pattern, method } = route
  const adminRecord: Record<string, number> = {
    users: world.users.mentee.id,
    mentors: world.mentor.user.id,
    sessions: world.upcoming.id,
    subscriptions: world.subscription.id,
    payments: world.invoice.id,
  }
  const admin = pattern.match(/^\/api\/admin\/([a-z-]+)\/:id$/)
  if (admin) {
    const id = method === 'GET' || adminChanges === 'real' ? adminRecord[admin[1]] : undefined
    return pattern.replace(':id', String(id ?? UNKNOWN_ID))
  }
  let id: string = UNKNOWN_ID
  if (pattern.startsWith('/api/sessions/:id')) {
    id = String(pattern.endsWith('/feedback') ? world.past.id : world.upcoming.id)
  } else if (pattern.startsWith('/api/admin/')) {
    id = UNKNOWN_ID
  } else if (pattern.includes('/mentors/:id')) {
    id = String(world.mentor.user.id)
  } else if (pattern.startsWith('/api/matching/preferences/:id')) {
    id = String(world.preference.id)
  } else if (pattern.startsWith('/messages/:id') || pattern.startsWith('/api/conversations/:id')) {
    id = String(world.conversation.id)
  } else if (pattern.startsWith('/api/schedule/exceptions/:id')) {
    id = String(world.exception.id)
  } else if (pattern.startsWith('/outcomes/:id')) {
    // A real session: the unsigned follow-up link is refused for its missing signature.
    id = String(world.past.id)
  } else if (pattern.includes('test') && pattern.includes(':id')) {
    id = world.checkout.publicId
  }
  return pattern
    .replace(':id', id)
    .replace(':mentorId', String(world.mentor.user.id))
    .replace(':userId', String(world.mentor.user.id))
    .replace(':token', 'not-a-real-token')
    .replace(':code', 'NOSUCHCODE')
    .replace(':step', 'no-such-step')
    .replace(':answer', 'yes')
    .replace(':locale', 'it')
    .replace(':provider', 'google')
    .replace('/admin/*', '/admin/users')
    .replace('/auth/google/callback/*', '/auth/google/callback/oauth')
    .replace('/uploads/*', '/uploads/nothing-here.png')
}
