import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type User from '#accounts/models/user'
import { deleteMemberAccount } from '#accounts/services/account_deletion'
import Invoice from '#billing/models/invoice'
import Conversation from '#mentoring/models/conversation'
import ConversationMessage from '#mentoring/models/conversation_message'
import Feedback from '#scheduling/models/feedback'
import MentoringSession from '#scheduling/models/mentoring_session'
import SessionOutcome from '#scheduling/models/session_outcome'
import { tracesOf } from '#tests/helpers/database_scan'
import { FakeStripe, configuredCatalog, inTestMode } from '#tests/helpers/fake_stripe'
import { MailCapture } from '#tests/helpers/mail_capture'
import { givenMemberWithHistory, type MemberWorld } from '#tests/helpers/member_data'

/*
| Deleting an account, by the member themselves or by an admin in the console,
| leaves nothing of the member in any table (their e-mail, names and id), while
| the other party keeps their history with the member shown as a former member,
| the subscription stops at once and the sessions still to happen are
| cancelled with the other party told.
*/

type Leaver = 'self' | 'admin'

async function deletedBy(leaver: Leaver, world: MemberWorld, client: ApiClient) {
  if (leaver === 'self') {
    await deleteMemberAccount(
      world.leaver,
      { by: 'self' },
      { actorId: world.leaver.id, ip: null, requestId: null }
    )
    return
  }
  const response = await client
    .delete(`/api/admin/users/${world.leaver.id}`)
    .loginAs(world.admin)
    .withCsrfToken()
  response.assertStatus(200)
}

/** The one entry that records the deletion itself names the account by id only (no personal data). */
function theDeletionEntry(table: string, row: Record<string, unknown>) {
  return table === 'audit_logs' && row.action === 'user.delete'
}

async function sessionsOf(client: ApiClient, user: User, tab: string) {
  const response = await client.get('/api/sessions').qs({ tab }).loginAs(user)
  response.assertStatus(200)
  return response.body().data as any[]
}

async function thenNothingOfThemRemains(world: MemberWorld, assert: any) {
  const traces = await tracesOf(world.leaver, theDeletionEntry)
  assert.deepEqual(traces, [], traces.join('\n'))
}

async function thenTheOtherPartyKeepsTheirHistory(
  world: MemberWorld,
  client: ApiClient,
  assert: any
) {
  const past = await MentoringSession.findOrFail(world.past.id)
  assert.equal(past.status, 'completed')
  const [view] = await sessionsOf(client, world.other, 'completed')
  assert.equal(view.id, world.past.id)
  assert.equal(view.counterpart.name, 'Former member')
  assert.equal(view.theirFeedback.publicText, world.texts.myPublicFeedback)
  assert.equal(view.myFeedback.publicText, world.texts.theirPublicFeedback)
  // The leaver's private feedback goes (nobody else reads it); the other party's stays.
  const feedback = await Feedback.query().where('sessionId', world.past.id).orderBy('id')
  assert.deepEqual(
    feedback.map((one) => [one.authorUserId, one.privateText]),
    [
      [null, null],
      [world.other.id, world.othersPrivate[1]],
    ]
  )
  // A mentee's outcome answer stays in the mentor's rate; a leaving mentee's line goes.
  const outcome = await SessionOutcome.findByOrFail('sessionId', world.past.id)
  assert.equal(outcome.answer, 'partly')
  if (world.leaver.id === world.mentee.id) assert.isNull(outcome.note)
  else assert.include(outcome.note!, world.mentee.firstName)
  // Their conversation stays with the other party, the leaver a former member in it.
  const message = await ConversationMessage.findByOrFail('body', world.texts.message)
  const conversation = await Conversation.findOrFail(message.conversationId)
  assert.equal(conversation.menteeUserId ?? conversation.mentorUserId, world.other.id)
  assert.isNull(conversation.sideOf(world.leaver.id))
  const page = await client
    .get(`/api/conversations/${conversation.id}/messages`)
    .loginAs(world.other)
  page.assertStatus(200)
  assert.deepEqual(
    page.body().data.map((one: { body: string }) => one.body),
    [world.texts.message, world.texts.reply]
  )
  // The referrer keeps the referral, the leaver shown as a former member.
  const referred = await client.get('/api/referral/referred-users').loginAs(world.referrer)
  referred.assertStatus(200)
  assert.deepEqual(
    referred.body().data.map((row: any) => row.name),
    ['Former member']
  )
  const records = await client
    .get('/api/admin/referrals')
    .qs({ filter: JSON.stringify({ referrerUserId: world.referrer.id }) })
    .loginAs(world.admin)
  records.assertStatus(200)
  assert.deepEqual(
    records.body().map((row: any) => [row.referredUserId, row.referredName]),
    [[null, 'Former member']]
  )
  // Invoices stay for the books, without the person.
  const invoices = await Invoice.query().whereIn('id', world.invoiceIds)
  assert.lengthOf(invoices, world.invoiceIds.length)
  assert.isTrue(invoices.every((invoice) => invoice.userId === null))
}

async function thenTheUpcomingSessionWasCancelled(
  world: MemberWorld,
  mails: MailCapture,
  client: ApiClient,
  assert: any
) {
  const upcoming = await MentoringSession.findOrFail(world.upcoming.id)
  assert.equal(upcoming.status, 'cancelled')
  // The other party reads that the member's account ended, not "cancelled automatically".
  const leaves = world.leaver.id === world.mentor.id ? 'mentor' : 'mentee'
  const [seen] = await sessionsOf(client, world.other, 'cancelled')
  assert.equal(seen.id, world.upcoming.id)
  assert.equal(seen.cancellation.by, `${leaves}_left`)
  assert.isNotNull(upcoming.entitlementReturnedAt)
  const subjects = mails.subjectsTo(world.other.email)
  assert.lengthOf(subjects, 1)
  assert.match(subjects[0], /^Session cancelled/)
  assert.deepEqual(mails.subjectsTo(world.leaver.email), [])
}

test.group('Account deletion | subscription at Stripe', (group) => {
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

  test(
    'a {leaves} deleted by {by}: nothing of them left, the Stripe subscription cancelled at once'
  )
    .with([
      { leaves: 'mentee', by: 'self' },
      { leaves: 'mentor', by: 'admin' },
    ] as const)
    .run(async ({ client, assert }, { leaves, by }) => {
      const world = await givenMemberWithHistory(leaves, fake)
      await deletedBy(by, world, client)

      const cancels = fake.to('DELETE', `/v1/subscriptions/${world.stripeSubscriptionId}`)
      assert.lengthOf(cancels, 1)
      assert.equal(fake.subscriptions.get(world.stripeSubscriptionId!)!.status, 'canceled')
      await thenNothingOfThemRemains(world, assert)
      await thenTheOtherPartyKeepsTheirHistory(world, client, assert)
      await thenTheUpcomingSessionWasCancelled(world, mails, client, assert)
    })
})

test.group('Account deletion | in-app test mode', (group) => {
  let mails: MailCapture
  group.setup(() => inTestMode())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('a {leaves} deleted by {by}: nothing of them left, the other party keeps their history')
    .with([
      { leaves: 'mentee', by: 'admin' },
      { leaves: 'mentor', by: 'self' },
    ] as const)
    .run(async ({ client, assert }, { leaves, by }) => {
      const world = await givenMemberWithHistory(leaves)
      await deletedBy(by, world, client)

      await thenNothingOfThemRemains(world, assert)
      await thenTheOtherPartyKeepsTheirHistory(world, client, assert)
      await thenTheUpcomingSessionWasCancelled(world, mails, client, assert)
      // The queued e-mail to the leaver went; the one to the other party waits to be sent.
      const queued = await db.from('queue_jobs').where('status', 'pending').select('data')
      assert.isTrue(queued.some((job) => job.data.includes(world.other.email)))
    })
})
