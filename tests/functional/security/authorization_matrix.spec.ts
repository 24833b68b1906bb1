import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import { clearAuthRateLimits } from '#tests/helpers/rate_limits'
import {
  everyRoute,
  givenSecurityWorld,
  pathOf,
  type CallerName,
  type RouteCase,
  type SecurityWorld,
} from '#tests/helpers/security_actors'

/*
| The authorisation matrix: every route the router knows x every kind of
| caller, each answer checked against the access class declared below (never
| against what the server happened to answer), and every answer scanned for
| the private texts, e-mails and billing data of people the caller is not.
*/

/**
 * Who may call a route:
 * - public: anyone, signed in or not (suspended members too: nothing of theirs is at stake);
 * - guest: signed-out visitors only (a signed-in caller goes to the dashboard);
 * - signedIn: any active member;
 * - menteeRole: members with the mentee role (mentors and admins FORBIDDEN);
 * - pro: members on the PRO plan now (the mentee; others FORBIDDEN);
 * - mentorAccess: mentors and admins;
 * - menteeAccess: mentees and admins (plans and payments: for a mentor the page does not exist, NOT_FOUND);
 * - admin: admins;
 * - session: the two parties of the session (others NOT_FOUND, admins included: they use /api/admin);
 * - conversation: the two parties of the conversation (others NOT_FOUND, admins included: they
 *   read a reported one in the console);
 * - menteeOwned / mentorOwned: a record of the mentee's / mentor's own (others NOT_FOUND);
 * - webhook: Stripe's signed calls (a call without Stripe's signature is a 400 for anyone).
 */
type Access =
  | 'public'
  | 'guest'
  | 'signedIn'
  | 'menteeRole'
  | 'pro'
  | 'mentorAccess'
  | 'menteeAccess'
  | 'admin'
  | 'session'
  | 'conversation'
  | 'menteeOwned'
  | 'mentorOwned'
  | 'webhook'

type Rule = {
  access: Access
  /** What an allowed caller gets (state-changing calls are sent without a body). */
  ok: number[]
  /** An allowed caller whose answer differs (e.g. the mentee may not confirm a session). */
  okFor?: Partial<Record<CallerName, number[]>>
}

const rule = (access: Access, ok: number | number[], okFor?: Rule['okFor']): Rule => ({
  access,
  ok: Array.isArray(ok) ? ok : [ok],
  okFor,
})

/** The admin console's bundle may not be built in a test run: 503 with the notice. */
const CONSOLE = [200, 503]

const ACCESS: Record<string, Rule> = {
  // Core
  'GET /uploads/*': rule('public', 404),
  'GET /health/live': rule('public', 200),
  'GET /health/ready': rule('public', 200),
  'POST /locale': rule('public', 302),
  'GET /': rule('public', 200),
  'GET /about': rule('public', 200),
  'GET /careers': rule('public', 200),
  'GET /privacy': rule('public', 200),
  'GET /cookie-policy': rule('public', 200),
  'GET /terms-and-conditions': rule('public', 200),
  'GET /contact': rule('public', 200),
  'POST /api/contact': rule('public', 422),
  'GET /sitemap.xml': rule('public', 200),
  'GET /robots.txt': rule('public', 200),
  'GET /cookies-policy': rule('public', 301),
  'GET /api/openapi.json': rule('public', 200),
  'GET /api/build-version': rule('public', 200),
  // The client's messages of a language (public text, the same for everyone).
  'GET /i18n/:locale': rule('public', 200),

  // Accounts: sign-in, sign-up, recovery
  'GET /login': rule('guest', 200),
  'POST /login': rule('guest', 302),
  'GET /register': rule('guest', 200),
  'POST /register': rule('guest', 302),
  'GET /forgot-password': rule('guest', 200),
  'POST /forgot-password': rule('guest', 302),
  'GET /auth/google/redirect': rule('guest', 302),
  'GET /auth/linkedin/redirect': rule('guest', 302),
  'GET /auth/google/callback/*': rule('public', 302),
  'GET /auth/linkedin': rule('public', 302),
  'GET /verify-email': rule('public', 200),
  'GET /verify-email/:token': rule('public', 200),
  'GET /resend-verification': rule('public', 200),
  'POST /resend-verification': rule('public', 302),
  'GET /recover-password/:token': rule('public', 200),
  'GET /reset-password': rule('public', 200),
  'POST /reset-password': rule('public', 302),
  'POST /auth/logout': rule('public', 302),
  'POST /api/auth/login': rule('public', 422),
  'POST /api/auth/register': rule('public', 422),
  'POST /api/auth/logout': rule('public', 200),
  'GET /api/auth/me': rule('signedIn', 200),
  // The same answer whether or not an account exists (nothing to validate against).
  'POST /api/auth/forgot-password': rule('public', 200),
  'POST /api/auth/reset-password': rule('public', 422),
  'POST /api/auth/resend-verification': rule('public', 422),
  'POST /api/token/refresh': rule('signedIn', 200),

  // Accounts: onboarding, profile, settings
  'GET /onboarding': rule('signedIn', 302),
  'POST /onboarding/tour': rule('signedIn', 302),
  'POST /onboarding/:step': rule('signedIn', 404),
  'GET /settings': rule('public', 302),
  'GET /settings/profile': rule('public', 302),
  'GET /settings/profile/basic': rule('signedIn', 200),
  'GET /settings/account/account': rule('signedIn', 200),
  'PUT /settings/account/account': rule('signedIn', 302),
  'GET /settings/account/notifications': rule('signedIn', 200),
  'PUT /settings/account/notifications': rule('signedIn', 302),
  'GET /settings/account/privacy': rule('signedIn', 200),
  // Sent without a body: the confirmation is missing, nothing is deleted.
  'POST /settings/account/privacy/delete': rule('signedIn', 302),
  // Off to the provider for an account linked to it; back to the page for the others.
  'GET /settings/account/privacy/confirm/:provider': rule('signedIn', 302),
  'POST /settings/account/privacy/data-export': rule('signedIn', 302),
  // Unsigned, the download link is refused before any archive is looked up.
  'GET /settings/account/privacy/data-export/:id': rule('signedIn', 403),
  // A partial update: nothing sent, nothing changed.
  'PUT /api/users/profile': rule('signedIn', 200),
  'POST /api/users/profile/image': rule('signedIn', 422),
  'DELETE /api/users/profile/image': rule('signedIn', 200),

  // Mentoring
  'GET /mentors': rule('public', 200),
  'GET /api/mentors': rule('public', 200),
  'GET /mentors/:id': rule('public', 200),
  'GET /api/mentors/:id/reviews': rule('public', 200),
  'GET /become-a-mentor': rule('public', 200),
  'POST /api/mentor-applications': rule('signedIn', 422),
  'GET /mentors/matching': rule('signedIn', 200),
  'POST /api/matching/search': rule('signedIn', 422),
  'POST /api/matching/quick': rule('signedIn', 422),
  'GET /api/matching/preferences': rule('signedIn', 200),
  'POST /api/matching/preferences': rule('signedIn', 422),
  'GET /api/matching/preferences/:id': rule('menteeOwned', 200),
  'DELETE /api/matching/preferences/:id': rule('menteeOwned', 204),
  'POST /api/matching/requests': rule('pro', 422),
  'GET /saved-mentors': rule('signedIn', 200),
  'GET /api/saved-mentors': rule('signedIn', 200),
  'PUT /api/saved-mentors/:mentorId': rule('menteeRole', 200),
  'DELETE /api/saved-mentors/:mentorId': rule('menteeRole', 200),
  'GET /settings/profile/mentor': rule('mentorAccess', 200),
  'PUT /api/mentor-profile': rule('mentorAccess', 422),
  // Not paused: nothing to undo, back to the page.
  'POST /settings/profile/mentor/available': rule('mentorAccess', 302),
  // Conversations. The way in from a profile: to the pair's conversation for the mentee (302), a
  // new one for anyone else; the mentor writing to themself is refused (404 page).
  'GET /messages': rule('signedIn', 200),
  'GET /messages/with/:userId': rule('signedIn', 200, { mentee: [302], mentor: [404] }),
  'GET /messages/:id': rule('conversation', 200),
  'POST /api/conversations': rule('signedIn', 422),
  'GET /api/conversations/unread': rule('signedIn', 200),
  'GET /api/conversations/:id/messages': rule('conversation', 200),
  'POST /api/conversations/:id/messages': rule('conversation', 422),
  // Sent without a body: read up to the newest message.
  'POST /api/conversations/:id/read': rule('conversation', 200),
  // Blocked, then unblocked in the same run (routes in the router's order): nothing left changed.
  'POST /api/conversations/:id/block': rule('conversation', 200),
  'DELETE /api/conversations/:id/block': rule('conversation', 200),
  'POST /api/conversations/:id/report': rule('conversation', 422),
  // The real-time stream (@adonisjs/transmit): signed in, and a stream named by a UUID.
  'GET /__transmit/events': rule('signedIn', 422),
  'POST /__transmit/subscribe': rule('signedIn', 422),
  'POST /__transmit/unsubscribe': rule('signedIn', 422),

  // Scheduling
  'GET /mentors/:id/sessions/new': rule('signedIn', 200),
  'GET /api/mentors/:id/slots': rule('public', 200),
  'POST /api/mentors/:id/sessions': rule('signedIn', 422),
  // The world's mentor has free slots: joining their line is a conflict; the mentor themself is refused.
  'POST /api/mentors/:id/waiting-line': rule('signedIn', 409, { mentor: [403] }),
  'DELETE /api/mentors/:id/waiting-line': rule('signedIn', 200),
  'GET /dashboard': rule('signedIn', 200),
  'GET /dashboard/sessions': rule('signedIn', 200),
  'GET /api/sessions': rule('signedIn', 200),
  'GET /api/sessions/:id': rule('session', 200),
  'GET /api/sessions/:id/slots': rule('session', 200),
  // Already confirmed: nothing to confirm, for either party.
  // A state conflict (409): the world's session is confirmed and has no reschedule waiting.
  'POST /api/sessions/:id/confirm': rule('session', 409),
  'POST /api/sessions/:id/cancel': rule('session', 422),
  'POST /api/sessions/:id/reschedule': rule('session', 422),
  // No reschedule request is pending.
  'POST /api/sessions/:id/reschedule/confirm': rule('session', 409),
  'POST /api/sessions/:id/reschedule/decline': rule('session', 409),
  // The input is read before the mentor-only check (a mentee with a valid link gets 403).
  'PUT /api/sessions/:id/meeting-link': rule('session', 422),
  'PUT /api/sessions/:id/notes': rule('session', 422),
  'POST /api/sessions/:id/feedback': rule('session', 422),
  // The session has not ended: too early to report it; nothing reported: nothing to dispute.
  'POST /api/sessions/:id/no-show': rule('session', 422),
  'POST /api/sessions/:id/no-show/dispute': rule('session', 409),
  'GET /settings/profile/schedule': rule('mentorAccess', 200),
  'GET /api/schedule': rule('mentorAccess', 200, { admin: [404] }),
  // An admin has no mentor profile: the schedule calls answer NOT_FOUND.
  'PUT /api/schedule/weekly': rule('mentorAccess', 422, { admin: [404] }),
  'GET /api/schedule/preview': rule('mentorAccess', 200, { admin: [404] }),
  'POST /api/schedule/exceptions': rule('mentorAccess', 422, { admin: [404] }),
  'PUT /api/schedule/exceptions/:id': rule('mentorOwned', 422),
  'DELETE /api/schedule/exceptions/:id': rule('mentorOwned', 200),
  // The outcome follow-up opens by its signed link alone, signed in or not; unsigned, for nobody.
  'GET /outcomes/:id/:answer': rule('public', 404),
  'GET /outcomes/:id': rule('public', 404),
  'PUT /outcomes/:id': rule('public', 404),
  'GET /settings/account/calendar': rule('signedIn', 200),
  'GET /settings/account/calendar/connect': rule('signedIn', 302),
  'GET /settings/account/calendar/callback': rule('signedIn', 302),
  'DELETE /settings/account/calendar': rule('signedIn', 302),
  'POST /settings/account/calendar/disconnect': rule('signedIn', 302),

  // Billing
  'GET /pricing': rule('public', 200),
  'POST /api/waiting-list': rule('public', 422),
  'GET /checkout/success': rule('signedIn', 200),
  'GET /checkout/cancelled': rule('signedIn', 200),
  'GET /checkout/free': rule('signedIn', 200),
  'GET /checkout/test/:id': rule('menteeOwned', 200),
  'GET /settings/payments': rule('menteeAccess', 200),
  'POST /api/billing/checkout': rule('menteeAccess', 422),
  'GET /api/billing/subscription': rule('menteeAccess', 200),
  // Only the mentee has a subscription: an admin has nothing to cancel, resume or refund.
  // The mentee's is a Stripe subscription and no Stripe secret is configured: 402, nothing changes.
  'POST /api/billing/subscription/cancel': rule('menteeAccess', 404, { mentee: [402] }),
  // Not cancelling: nothing to resume.
  'POST /api/billing/subscription/resume': rule('menteeAccess', 404, { mentee: [409] }),
  'POST /api/billing/subscription/change': rule('menteeAccess', 422),
  // A renewal is not refundable (FORBIDDEN with the refund rule's message).
  'POST /api/billing/subscription/refund': rule('menteeAccess', 404, { mentee: [403] }),
  'GET /api/billing/test-checkout/:id': rule('menteeOwned', 200),
  // A cancelled checkout is no longer open: it cannot be completed; cancelling again is a no-op.
  'POST /api/billing/test-checkout/:id/complete': rule('menteeOwned', 404),
  'POST /api/billing/test-checkout/:id/cancel': rule('menteeOwned', 200),
  // Unsigned: 400, or 402 while no Stripe secret is configured (tests, the demo).
  'POST /webhooks/stripe': rule('webhook', [400, 402]),
  'GET /dashboard/pro': rule('menteeAccess', 200),
  'GET /api/pro': rule('pro', 200),
  'POST /api/pro/help-requests': rule('pro', 422),

  // Referrals
  'GET /api/referral': rule('signedIn', 200),
  'GET /api/referral/referred-users': rule('signedIn', 200),
  'GET /api/referral/rewards': rule('signedIn', 200),
  'POST /api/referral/generate-code': rule('signedIn', 200),
  'GET /api/referral/was-referred': rule('signedIn', 200),
  // The spec's placeholder: no content for any code.
  'GET /api/r/:code': rule('public', 204),
  // The landing page, also for a code nobody has.
  'GET /r/:code': rule('public', 200),
  // The registration form's check: `known: false` for a code nobody has.
  'GET /referral-codes/:code': rule('public', 200),
  'GET /settings/referrals': rule('signedIn', 200),

  // Admin: the console and its REST API (unknown ids answer 404 to an admin).
  'GET /admin': rule('admin', CONSOLE),
  'GET /admin/*': rule('admin', CONSOLE),
  'GET /api/admin/me': rule('admin', 200),
  'GET /api/admin/analytics/overview': rule('admin', 200),
  'GET /api/admin/users': rule('admin', 200),
  'GET /api/admin/users/:id': rule('admin', 200),
  'PUT /api/admin/users/:id': rule('admin', 404),
  'DELETE /api/admin/users/:id': rule('admin', 404),
  'POST /api/admin/users/:id/suspend': rule('admin', 404),
  'POST /api/admin/users/:id/reactivate': rule('admin', 404),
  'POST /api/admin/users/:id/role': rule('admin', 404),
  'POST /api/admin/users/:id/password-reset': rule('admin', 404),
  'GET /api/admin/mentors': rule('admin', 200),
  'GET /api/admin/mentors/:id': rule('admin', 200),
  'POST /api/admin/mentors': rule('admin', 422),
  'PUT /api/admin/mentors/:id': rule('admin', 404),
  'GET /api/admin/mentor-applications': rule('admin', 200),
  'GET /api/admin/mentor-applications/:id': rule('admin', 404),
  'POST /api/admin/mentor-applications/:id/approve': rule('admin', 404),
  'POST /api/admin/mentor-applications/:id/reject': rule('admin', 404),
  'GET /api/admin/skills': rule('admin', 200),
  'GET /api/admin/skills/:id': rule('admin', 404),
  'GET /api/admin/industries': rule('admin', 200),
  'GET /api/admin/industries/:id': rule('admin', 404),
  'GET /api/admin/content-pages': rule('admin', 200),
  'GET /api/admin/content-pages/:id': rule('admin', 404),
  'POST /api/admin/content-pages': rule('admin', 422),
  'PUT /api/admin/content-pages/:id': rule('admin', 404),
  'DELETE /api/admin/content-pages/:id': rule('admin', 404),
  'GET /api/admin/audit-log': rule('admin', 200),
  'GET /api/admin/audit-log/:id': rule('admin', 404),
  'GET /api/admin/sessions': rule('admin', 200),
  'GET /api/admin/sessions/:id': rule('admin', 200),
  'POST /api/admin/sessions/:id/cancel': rule('admin', 404),
  'GET /api/admin/no-shows': rule('admin', 200),
  // The world has no no-show: its record and decisions are NOT_FOUND for an admin too.
  'GET /api/admin/no-shows/:id': rule('admin', 404),
  'POST /api/admin/no-shows/:id/uphold': rule('admin', 404),
  'POST /api/admin/no-shows/:id/dismiss': rule('admin', 404),
  'GET /api/admin/subscriptions': rule('admin', 200),
  'GET /api/admin/subscriptions/:id': rule('admin', 200),
  'GET /api/admin/payments': rule('admin', 200),
  'GET /api/admin/payments/:id': rule('admin', 200),
  'POST /api/admin/payments/:id/refund': rule('admin', 404),
  'GET /api/admin/refunds': rule('admin', 200),
  'GET /api/admin/refunds/:id': rule('admin', 404),
  'GET /api/admin/referrals': rule('admin', 200),
  'GET /api/admin/referrals/:id': rule('admin', 404),
  'GET /api/admin/rewards': rule('admin', 200),
  'GET /api/admin/rewards/:id': rule('admin', 404),
  'GET /api/admin/waiting-list': rule('admin', 200),
  'GET /api/admin/waiting-list/:id': rule('admin', 404),
  'DELETE /api/admin/waiting-list/:id': rule('admin', 404),
  'GET /api/admin/help-requests': rule('admin', 200),
  'GET /api/admin/help-requests/:id': rule('admin', 404),
  'GET /api/admin/conversation-reports': rule('admin', 200),
  // Nobody reported the world's conversation: no record, for an admin too.
  'GET /api/admin/conversation-reports/:id': rule('admin', 404),
  'POST /api/admin/conversation-reports/:id/dismiss': rule('admin', 404),
  'POST /api/admin/conversation-reports/:id/suspend': rule('admin', 404),
}

/** Plain links that leave the app for Google's or LinkedIn's consent screen. */
const LEAVES_THE_APP = new Set([
  'GET /auth/google/redirect',
  'GET /auth/linkedin/redirect',
  'GET /settings/account/calendar/connect',
  'GET /settings/account/privacy/confirm/:provider',
])

/** A page of the Inertia app (the admin console at /admin is a page of its own). */
function isInertiaVisit(route: RouteCase) {
  return (
    route.method === 'GET' &&
    !route.pattern.startsWith('/api/') &&
    !route.pattern.startsWith('/admin') &&
    !route.pattern.startsWith('/i18n/') &&
    !LEAVES_THE_APP.has(route.key)
  )
}

type Expectation = { statuses: number[]; location?: RegExp }

/** What a caller must get from a route, from its access class alone. */
function expectationFor(route: RouteCase, access: Rule, caller: CallerName): Expectation {
  const api = route.pattern.startsWith('/api/')
  const allowed = { statuses: access.okFor?.[caller] ?? access.ok }
  if (access.access === 'public' || access.access === 'webhook') return allowed
  if (access.access === 'guest') {
    return caller === 'visitor' ? allowed : { statuses: [302], location: /^\/dashboard$/ }
  }
  if (caller === 'visitor') {
    return api ? { statuses: [401] } : { statuses: [302], location: /^\/login\?returnTo=/ }
  }
  if (caller === 'suspended') {
    return api ? { statuses: [403] } : { statuses: [302], location: /^\/login\?reason=suspended$/ }
  }
  const mentee = caller === 'mentee' || caller === 'anotherMentee'
  // A role guard refusing a page load answers the 404 page (spec section 1); actions and the API 403.
  const refused = { statuses: [!api && route.method === 'GET' ? 404 : 403] }
  switch (access.access) {
    case 'signedIn':
      return allowed
    case 'menteeRole':
      return mentee ? allowed : refused
    case 'pro':
      return caller === 'mentee' ? allowed : refused
    case 'mentorAccess':
      return mentee ? refused : allowed
    case 'menteeAccess':
      return caller === 'mentor' || caller === 'anotherMentor' ? refused : allowed
    case 'admin':
      return caller === 'admin' ? allowed : refused
    case 'session':
    case 'conversation':
      return caller === 'mentee' || caller === 'mentor' ? allowed : { statuses: [404] }
    case 'menteeOwned':
      return caller === 'mentee' ? allowed : { statuses: [404] }
    case 'mentorOwned':
      if (mentee) return refused
      return caller === 'mentor' ? allowed : { statuses: [404] }
  }
}

/** The private texts a caller must never receive (only their author, or an admin where the product says so). */
function forbiddenFor(caller: CallerName, world: SecurityWorld) {
  const m = world.markers
  const all = {
    menteeNote: m.menteeNote,
    mentorNote: m.mentorNote,
    menteePrivateFeedback: m.menteePrivateFeedback,
    mentorPrivateFeedback: m.mentorPrivateFeedback,
    sessionObjective: m.sessionObjective,
    menteeEmail: m.menteeEmail,
    billing: m.billing,
    conversationMessage: m.conversationMessage,
  }
  const allowedTo: Partial<Record<CallerName, (keyof typeof all)[]>> = {
    mentee: [
      'menteeNote',
      'menteePrivateFeedback',
      'sessionObjective',
      'menteeEmail',
      'billing',
      'conversationMessage',
    ],
    mentor: ['mentorNote', 'mentorPrivateFeedback', 'sessionObjective', 'conversationMessage'],
    // Admins read sessions, private feedback, members and payments in the console; never notes,
    // nor a conversation nobody reported.
    admin: [
      'menteePrivateFeedback',
      'mentorPrivateFeedback',
      'sessionObjective',
      'menteeEmail',
      'billing',
    ],
  }
  const allowed = new Set(allowedTo[caller] ?? [])
  return Object.entries(all).filter(([name]) => !allowed.has(name as keyof typeof all))
}

/** Callers in an order where the owners come last (they may delete their own records). */
const CALLERS: CallerName[] = [
  'visitor',
  'suspended',
  'anotherMentee',
  'anotherMentor',
  'admin',
  'mentee',
  'mentor',
]

test.group('Security | authorisation matrix', (group) => {
  let world: SecurityWorld
  group.setup(async () => {
    await clearAuthRateLimits()
    // Committed, not in a global transaction: the sign-in route's rate limiter writes through its
    // own connection, which a long SQLite transaction holding the database kept waiting (seen when
    // the whole suite runs). The group removes its members afterwards; their records go with them.
    world = await givenSecurityWorld()
    const routes = everyRoute()
    console.log(
      `Authorisation matrix: ${routes.length} routes x ${CALLERS.length} callers = ${routes.length * CALLERS.length} cases`
    )
    return async () => {
      const ids = Object.values(world.users).map((user) => user.id)
      try {
        await db.from('invoices').whereIn('user_id', ids).delete()
        await db.from('users').whereIn('id', ids).delete()
      } catch (error) {
        console.warn('The authorisation matrix could not remove its members:', error)
      }
      await clearAuthRateLimits()
    }
  })
  // About 185 calls per caller: room for a busy CI machine.
  group.each.timeout(120_000)

  test('every route has a declared access class (new routes must be classified)', ({ assert }) => {
    const known = everyRoute().map((route) => route.key)
    assert.isAbove(known.length, 150)
    assert.deepEqual(
      known.filter((key) => !ACCESS[key]),
      [],
      'routes missing from the access table'
    )
    assert.deepEqual(
      Object.keys(ACCESS).filter((key) => !known.includes(key)),
      [],
      'access table entries no route has'
    )
  })

  for (const caller of CALLERS) {
    test(`${caller}: every route answers as its access class says, with nothing private of others`, async ({
      client,
      assert,
    }) => {
      // Every call comes from 127.0.0.1: the sign-in limits must not carry over between callers.
      await clearAuthRateLimits()
      const user = caller === 'visitor' ? null : world.users[caller]
      // Reads first, then changes (which an allowed owner may make to their own records).
      const routes = everyRoute().sort(
        (a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET')
      )
      const forbidden = forbiddenFor(caller, world)
      const failures: string[] = []
      for (const route of routes) {
        const declared = ACCESS[route.key]
        if (!declared) continue // reported by the classification test
        const path = pathOf(route, world, { adminChanges: 'unknown' })
        let request = client
          .request(path, route.method as any)
          .withCsrfToken()
          .redirects(0)
        if (user) request = request.loginAs(user)
        // Pages are visited the way the app's links do (Inertia visits: the same props, no SSR
        // pass, which keeps the matrix fast); the console at /admin is not an Inertia page.
        if (isInertiaVisit(route)) request = request.withInertia()
        const where0 = `${route.method} ${path} (${declared.access})`
        const response = await request.timeout(20_000).catch((error: unknown) => {
          throw new Error(`${where0}: no answer (${String((error as Error)?.message ?? error)})`)
        })
        const expected = expectationFor(route, declared, caller)
        const status = response.status()
        const where = `${route.method} ${path} (${declared.access})`
        if (!expected.statuses.includes(status)) {
          failures.push(`${where}: ${status}, expected ${expected.statuses.join('|')}`)
        } else if (
          expected.location &&
          !expected.location.test(response.header('location') ?? '')
        ) {
          failures.push(`${where}: location ${response.header('location')}`)
        }
        const text = response.text() ?? ''
        for (const [name, marker] of forbidden) {
          if (text.includes(marker)) failures.push(`${where}: leaks ${name}`)
        }
      }
      assert.deepEqual(failures, [], `${caller}`)
    })
  }

  test("the other mentee and the other mentor never see the pair's sessions", async ({
    client,
    assert,
  }) => {
    for (const caller of ['anotherMentee', 'anotherMentor'] as const) {
      const response = await client.get('/api/sessions?tab=all').loginAs(world.users[caller])
      response.assertStatus(200)
      const ids = JSON.stringify(response.body())
      assert.notInclude(ids, `"id":${world.upcoming.id},`)
      assert.notInclude(ids, `"id":${world.past.id},`)
    }
    // The pair themselves do see them: the check above can fail.
    const own = await client.get('/api/sessions?tab=all').loginAs(world.users.mentee)
    own.assertStatus(200)
    assert.include(JSON.stringify(own.body()), world.markers.sessionObjective)
  })

  test('the markers the leak checks look for are served to those allowed to see them', async ({
    client,
    assert,
  }) => {
    const { markers, users } = world
    const menteeView = await client.get(`/api/sessions/${world.past.id}`).loginAs(users.mentee)
    menteeView.assertStatus(200)
    assert.include(menteeView.text(), markers.menteeNote)
    assert.include(menteeView.text(), markers.menteePrivateFeedback)
    const mentorView = await client.get(`/api/sessions/${world.past.id}`).loginAs(users.mentor)
    mentorView.assertStatus(200)
    assert.include(mentorView.text(), markers.mentorNote)
    assert.include(mentorView.text(), markers.mentorPrivateFeedback)
    const payment = await client.get(`/api/admin/payments/${world.invoice.id}`).loginAs(users.admin)
    payment.assertStatus(200)
    assert.include(payment.text(), markers.billing)
    const member = await client.get(`/api/admin/users/${users.mentee.id}`).loginAs(users.admin)
    member.assertStatus(200)
    assert.include(member.text(), markers.menteeEmail)
    for (const party of [users.mentee, users.mentor]) {
      const conversation = await client
        .get(`/api/conversations/${world.conversation.id}/messages`)
        .loginAs(party)
      conversation.assertStatus(200)
      assert.include(conversation.text(), markers.conversationMessage)
    }
  })
})
