/// <reference lib="dom" />
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import ReferenceDataSeeder from '#database/seeders/01_reference_data_seeder'
import MentorApplication from '#mentoring/models/mentor_application'
import Subscription from '#billing/models/subscription'
import Invoice from '#billing/models/invoice'
import { completeTestCheckout, startCheckout } from '#billing/services/checkout'
import { recordAudit } from '#core/services/audit_log'
import { givenUser } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import { givenSession } from '#tests/helpers/sessions'
import { inTestMode } from '#tests/helpers/fake_stripe'
import { expectAccessible, visit } from '#tests/helpers/pages'
import { emptyDatabase } from '#tests/helpers/clean_slate'

/*
| Every resource of the console, through the patterns its views share: each
| list (with its toolbar and filters, or the empty state of a list nobody
| creates records in) and a record of each kind, its missing values shown as
| a dash, a mentor's weekly hours by day; axe on each.
*/

const DESKTOP = { width: 1280, height: 900 }

/** The console's resources (admin-ui/src/resources.ts), by URL segment. */
const RESOURCES = [
  'users',
  'mentors',
  'mentor-applications',
  'sessions',
  'no-shows',
  'conversation-reports',
  'subscriptions',
  'payments',
  'refunds',
  'referrals',
  'rewards',
  'content-pages',
  'waiting-list',
  'help-requests',
  'audit-log',
  'skills',
  'industries',
]

test.group('Admin console | every resource', (group) => {
  group.each.setup(async () => {
    // Empty before each test: truncate()'s own emptying is its returned clean-up, which an
    // async setup drops (rows of earlier files would show in the console's lists).
    await emptyDatabase()
    await new ReferenceDataSeeder(db.connection()).run()
  })

  test('each list and a record of each kind pass axe; empty lists say so, missing values are a dash, weekly hours name the day', async ({
    browser,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const { user: mentor } = await givenMentor({ firstName: 'Marta', lastName: 'Rossi' })
    const mentee = await givenUser({ firstName: 'Luca', lastName: 'Bianchi' })
    const session = await givenSession(mentor, mentee)
    const applicant = await givenUser({ firstName: 'Sara', lastName: 'Neri' })
    const application = await MentorApplication.create({
      userId: applicant.id,
      basis: 'senior_experience',
      profileUrl: 'https://www.linkedin.com/in/sara',
      motivation: 'Twenty years in retail; I want to help founders price their products.',
      status: 'pending',
    })
    const restore = inTestMode()
    const { url } = await startCheckout(mentee, 'BASE', 'monthly', 'en')
    await completeTestCheckout(mentee, url.split('/').pop()!)
    restore()
    const subscription = await Subscription.findByOrFail('userId', mentee.id)
    const invoice = await Invoice.findByOrFail('userId', mentee.id)
    const entry = await recordAudit({
      actorId: admin.id,
      action: 'user.suspend',
      entityType: 'user',
      entityId: mentee.id,
      before: { status: 'active' },
      after: { status: 'suspended' },
    })

    const context = await browser.newContext({ viewport: DESKTOP })
    await context.loginAs(admin)
    const page = await context.newPage()
    const main = page.getByRole('main')

    for (const resource of RESOURCES) {
      await visit(page, `/admin/${resource}`)
      // Its records, or the empty state's words ("No refunds yet.", "Nobody is on the waiting list.").
      await main
        .locator('table')
        .or(main.getByText(/^(No|Nobody|Nothing) .*\.$/))
        .first()
        .waitFor()
      await expectAccessible(page, assert, `${resource} list`)
    }

    // A read-only list with nothing in it says so, without offering to create anything.
    await visit(page, '/admin/refunds')
    await main.getByText('No refunds yet.').waitFor()
    assert.equal(await main.getByRole('link', { name: 'Create' }).count(), 0)

    // A record: a value it does not have is a dash, in every field.
    await visit(page, `/admin/users/${mentee.id}/show`)
    const suspended = main.locator('.ra-field-suspendedAt')
    await suspended.getByText('Suspended').waitFor()
    const shown = await suspended.innerText()
    assert.deepEqual(
      shown
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      ['Suspended', '—']
    )
    await expectAccessible(page, assert, 'user record')

    // A mentor's weekly hours, by day (dayOfWeek), in the record and in the edit form.
    await visit(page, `/admin/mentors/${mentor.id}/show/schedule`)
    const hours = main.getByRole('row').filter({ hasText: '07:00' })
    await hours.waitFor()
    assert.include(await hours.innerText(), 'Monday')
    await expectAccessible(page, assert, 'mentor weekly hours')
    await visit(page, `/admin/mentors/${mentor.id}/schedule`)
    await main.getByRole('combobox', { name: 'Day' }).first().waitFor()
    assert.include(await main.getByRole('combobox', { name: 'Day' }).first().innerText(), 'Monday')
    await expectAccessible(page, assert, 'mentor weekly hours form')

    for (const path of [
      `sessions/${session.id}/show`,
      `mentor-applications/${application.id}/show`,
      `subscriptions/${subscription.id}/show`,
      `payments/${invoice.id}/show`,
      `audit-log/${entry.id}/show`,
    ]) {
      await visit(page, `/admin/${path}`)
      await main.locator('.RaShow-card, .RaShow-main').first().waitFor()
      await expectAccessible(page, assert, path)
    }
    await context.close()
  }).timeout(180_000)
})
