import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#accounts/models/user'
import PrivacyRetention from '#core/commands/privacy_retention'
import { appMailbox } from '#core/services/mailbox'
import { runRetention } from '#core/services/retention'
import { toDbInstant } from '#database/columns'
import { RETENTION } from '#business/retention'
import { givenUser } from '#tests/helpers/users'

/*
| Retention (README "Privacy and retention"): each rule removes what is past its period and
| leaves what is not, a day either side of the limit.
*/

const NOW = DateTime.utc()

function daysAgo(days: number) {
  return toDbInstant(NOW.minus({ days }))
}

/** Two rows of a table: one a day past the limit, one a day inside it; answers their ids. */
async function pastAndKept(
  table: string,
  days: number,
  row: (at: string) => Record<string, unknown>
) {
  const [past] = await db
    .table(table)
    .insert(row(daysAgo(days + 1)))
    .returning('id')
  const [kept] = await db
    .table(table)
    .insert(row(daysAgo(days - 1)))
    .returning('id')
  return { past: idOf(past), kept: idOf(kept) }
}

function idOf(returned: unknown) {
  return Number(
    typeof returned === 'object' && returned ? (returned as { id: number }).id : returned
  )
}

async function idsIn(table: string, ids: number[]) {
  const rows = await db.from(table).whereIn('id', ids).select('id')
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b)
}

function removedBy(outcomes: Awaited<ReturnType<typeof runRetention>>, what: string) {
  const outcome = outcomes.find((rule) => rule.what === what)
  if (!outcome) throw new Error(`No retention rule for ${what}`)
  return outcome.removed
}

test.group('Retention | what is past its period goes, the rest stays', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('audit entries, contact messages, waiting list, help requests, Stripe events, checkouts', async ({
    assert,
  }) => {
    const member = await givenUser()
    const audit = await pastAndKept('audit_logs', RETENTION.auditLogDays, (at) => ({
      action: 'user.suspend',
      entity_type: 'user',
      entity_id: String(member.id),
      created_at: at,
    }))
    const contact = await pastAndKept('contact_messages', RETENTION.contactMessageDays, (at) => ({
      name: 'Ada',
      email: 'ada@example.test',
      body: 'Hello there, a question about plans.',
      locale: 'en',
      created_at: at,
    }))
    const waiting = await pastAndKept('waiting_list_entries', RETENTION.waitingListDays, (at) => ({
      email: `waiting-${at.length}-${Math.random()}@example.test`,
      locale: 'it',
      created_at: at,
      updated_at: at,
    }))
    const help = await pastAndKept('help_requests', RETENTION.helpRequestDays, (at) => ({
      user_id: member.id,
      topic: 'fundraising',
      subject: 'Help',
      message: 'A question for the team.',
      locale: 'en',
      status: 'answered',
      created_at: at,
      updated_at: at,
    }))
    const stripeEvents = await pastAndKept(
      'processed_webhook_events',
      RETENTION.processedWebhookDays,
      (at) => ({ stripe_event_id: `evt_${Math.random()}`, type: 'invoice.paid', processed_at: at })
    )
    const checkout = (status: string) => (at: string) => ({
      public_id: `co_${status}_${Math.random().toString(36).slice(2)}`,
      user_id: member.id,
      plan: 'PRO',
      period: 'monthly',
      list_cents: 2900,
      amount_cents: 2900,
      provider: 'test',
      status,
      created_at: at,
      updated_at: at,
    })
    const abandoned = await pastAndKept(
      'checkouts',
      RETENTION.abandonedCheckoutDays,
      checkout('open')
    )
    const completed = await pastAndKept(
      'checkouts',
      RETENTION.abandonedCheckoutDays,
      checkout('complete')
    )

    const outcomes = await runRetention(NOW)

    assert.deepEqual(await idsIn('audit_logs', [audit.past, audit.kept]), [audit.kept])
    assert.deepEqual(await idsIn('contact_messages', [contact.past, contact.kept]), [contact.kept])
    assert.deepEqual(await idsIn('waiting_list_entries', [waiting.past, waiting.kept]), [
      waiting.kept,
    ])
    assert.deepEqual(await idsIn('help_requests', [help.past, help.kept]), [help.kept])
    assert.deepEqual(
      await idsIn('processed_webhook_events', [stripeEvents.past, stripeEvents.kept]),
      [stripeEvents.kept]
    )
    // A completed checkout goes with its invoice, not before.
    assert.deepEqual(
      await idsIn('checkouts', [abandoned.past, abandoned.kept, completed.past, completed.kept]),
      [abandoned.kept, completed.past, completed.kept].sort((a, b) => a - b)
    )
    assert.isAtLeast(removedBy(outcomes, 'audit-log entries')!, 1)
    assert.isAtLeast(removedBy(outcomes, 'checkouts never completed')!, 1)
    assert.isTrue(outcomes.every(({ removed }) => removed !== null))
  })

  test('rate-limit counters an hour past their window; a counter still counting stays', async ({
    assert,
  }) => {
    // The database store's rows: `expire` in epoch milliseconds (rate-limiter-flexible).
    const hour = 3_600_000
    await db.table('rate_limits').insert([
      { key: 'retention_test:past', points: 3, expire: NOW.toMillis() - hour - 60_000 },
      { key: 'retention_test:recent', points: 2, expire: NOW.toMillis() - hour + 60_000 },
      { key: 'retention_test:counting', points: 1, expire: NOW.toMillis() + 60_000 },
    ])
    const outcomes = await runRetention(NOW)
    assert.equal(removedBy(outcomes, 'rate-limit counters'), 1)
    const left = await db.from('rate_limits').whereLike('key', 'retention_test:%').select('key')
    assert.sameMembers(
      left.map((row) => row.key),
      ['retention_test:recent', 'retention_test:counting']
    )
  })

  test('invoices after ten years, with their refunds', async ({ assert }) => {
    const member = await givenUser()
    const invoice = (at: string) => ({
      user_id: member.id,
      amount_cents: 2900,
      currency: 'eur',
      status: 'paid',
      is_renewal: false,
      created_at: at,
      updated_at: at,
    })
    const [past] = await db
      .table('invoices')
      .insert(invoice(toDbInstant(NOW.minus({ years: RETENTION.invoiceYears, days: 1 }))))
      .returning('id')
    const [kept] = await db
      .table('invoices')
      .insert(invoice(toDbInstant(NOW.minus({ years: RETENTION.invoiceYears }).plus({ days: 1 }))))
      .returning('id')
    await db.table('refunds').insert({
      invoice_id: idOf(past),
      amount_cents: 2900,
      reason: 'requested_by_customer',
      created_at: daysAgo(3000),
    })

    await runRetention(NOW)

    assert.deepEqual(await idsIn('invoices', [idOf(past), idOf(kept)]), [idOf(kept)])
    assert.lengthOf(await db.from('refunds').where('invoice_id', idOf(past)), 0)
  })

  test('sign-ups never verified go after 30 days, through the deletion; others stay', async ({
    assert,
  }) => {
    const created = (days: number) => NOW.minus({ days })
    // Sign-ups other files of this process left behind go first: the count below is this test's.
    await runRetention(NOW)
    const unverified = await givenUser({ email: 'never-verified@example.test' })
    unverified.merge({
      emailVerifiedAt: null,
      createdAt: created(RETENTION.unverifiedAccountDays + 1),
    })
    await unverified.save()
    const recent = await givenUser()
    recent.merge({ emailVerifiedAt: null, createdAt: created(RETENTION.unverifiedAccountDays - 1) })
    await recent.save()
    const verified = await givenUser()
    verified.merge({ createdAt: created(400) })
    await verified.save()
    // An invited mentor has not verified either: their invitation is the onboarding's business.
    const invited = await givenUser({ role: 'MENTOR' })
    invited.merge({ emailVerifiedAt: null, createdAt: created(400) })
    await invited.save()

    const outcomes = await runRetention(NOW)

    assert.isNull(await User.find(unverified.id))
    for (const user of [recent, verified, invited]) assert.isNotNull(await User.find(user.id))
    assert.equal(removedBy(outcomes, 'sign-ups never verified'), 1)
    const entry = await db
      .from('audit_logs')
      .where({ action: 'user.delete', entity_id: String(unverified.id) })
      .firstOrFail()
    assert.equal(entry.command, 'privacy:retention')
    assert.notInclude(JSON.stringify(entry), 'never-verified@example.test')
  })

  test('account links a week after they expire or are used; expired "remember me" tokens', async ({
    assert,
  }) => {
    const member = await givenUser()
    const token = (expiresDaysAgo: number, usedDaysAgo: number | null) => ({
      user_id: member.id,
      purpose: 'password_reset',
      token_hash: `hash-${Math.random()}`,
      expires_at: daysAgo(expiresDaysAgo),
      used_at: usedDaysAgo === null ? null : daysAgo(usedDaysAgo),
      created_at: daysAgo(Math.max(expiresDaysAgo, 0) + 1),
    })
    const ids = []
    for (const row of [
      token(RETENTION.usedTokenDays + 1, null),
      token(-1, RETENTION.usedTokenDays + 1),
      token(RETENTION.usedTokenDays - 1, null),
      token(-1, null),
    ]) {
      const [inserted] = await db.table('auth_tokens').insert(row).returning('id')
      ids.push(idOf(inserted))
    }
    const remember = (expires: string) => ({
      tokenable_id: member.id,
      hash: `hash-${Math.random()}`,
      created_at: daysAgo(40),
      updated_at: daysAgo(40),
      expires_at: expires,
    })
    const [expired] = await db
      .table('remember_me_tokens')
      .insert(remember(daysAgo(1)))
      .returning('id')
    const [live] = await db
      .table('remember_me_tokens')
      .insert(remember(toDbInstant(NOW.plus({ days: 1 }))))
      .returning('id')

    await runRetention(NOW)

    assert.deepEqual(await idsIn('auth_tokens', ids), [ids[2], ids[3]])
    assert.deepEqual(await idsIn('remember_me_tokens', [idOf(expired), idOf(live)]), [idOf(live)])
  })
})

test.group('Retention | captured e-mails and the command', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the development mailbox keeps two weeks of mail', async ({ assert }) => {
    const mailbox = appMailbox()
    const message = {
      to: 'a@example.test',
      from: 'b@example.test',
      subject: 'Hi',
      html: '',
      text: '',
    }
    const old = await mailbox.store({
      ...message,
      date: NOW.minus({ days: RETENTION.capturedMailDays + 1 }).toJSDate(),
    })
    const fresh = await mailbox.store({ ...message, date: NOW.minus({ days: 1 }).toJSDate() })

    await runRetention(NOW)

    assert.isNull(await mailbox.find(old.id))
    assert.isNotNull(await mailbox.find(fresh.id))
  })

  test('`node ace privacy:retention` prints one line per rule and succeeds', async ({ assert }) => {
    const command = await ace.create(PrivacyRetention, [])
    command.ui.switchMode('raw')
    await command.exec()
    command.assertSucceeded()
    const lines = command.logger.getLogs().map(({ message }) => message)
    for (const what of ['audit-log entries', 'sign-ups never verified', 'waiting-list entries']) {
      assert.isTrue(
        lines.some((line) => line.includes(what)),
        `no line for ${what}`
      )
    }
  })
})
