/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type User from '#accounts/models/user'
import MentoringSession from '#scheduling/models/mentoring_session'
import SlotHold from '#scheduling/models/slot_hold'
import { mentorSlots } from '#scheduling/services/booking'
import { cancelSession } from '#scheduling/services/session_lifecycle'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { givenSession } from '#tests/helpers/sessions'
import { MailCapture } from '#tests/helpers/mail_capture'
import { expectAccessible, toastSaying, visit, waitForLink, token } from '#tests/helpers/pages'
import { getsFocus } from '#tests/helpers/keyboard'

/*
| The waiting line in the browser: a mentee finds a mentor full, asks to be told when a slot
| frees and sees their number; a session of the mentor is cancelled; the e-mail's link opens
| the booking page with the held slot chosen and marked; the mentee books it. axe on each step.
*/

const DESKTOP = { width: 1280, height: 900 }

test.group('Scheduling | the waiting line in the browser', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('full mentor → join the line → number shown → a slot frees → the e-mail link → the held slot booked', async ({
    browser,
    assert,
  }) => {
    const name = token()
    const { user: mentor, profile } = await givenMentor({
      firstName: 'Wilma',
      lastName: `Waits${name}`,
      timezone: 'Europe/Rome',
    })
    // Every slot in the horizon (Mondays 07:00 Rome) is booked: the mentor is full.
    const { slots } = await mentorSlots({ userId: mentor.id, profileId: profile.id })
    const booked: { session: MentoringSession; mentee: User }[] = []
    for (const slot of slots) {
      const mentee = await givenUser()
      booked.push({ mentee, session: await givenSession(mentor, mentee, { startsAt: slot.start }) })
    }
    const mentee = await givenUser({
      firstName: 'Lina',
      lastName: `Line${name}`,
      timezone: 'Europe/London',
    })

    const context = await browser.newContext({ viewport: DESKTOP })
    await (context as any).loginAs(mentee)
    const page = await context.newPage()

    // --- The mentor is full: the mentee joins the line -------------------------------
    await visit(page, `/mentors/${mentor.id}/sessions/new`)
    await page.getByText('No available slots found').waitFor()
    const join = page.getByRole('button', { name: 'Tell me when a slot frees' })
    await join.waitFor()
    await expectAccessible(page, assert, 'booking page of a full mentor')
    await join.focus()
    assert.isTrue(await getsFocus(join))
    await page.keyboard.press('Enter')
    await toastSaying(page, `You joined Wilma's waiting line`).waitFor()
    await page.getByRole('heading', { name: 'You are number 1 in line' }).waitFor()
    await page.getByRole('button', { name: 'Leave the line' }).waitFor()
    await expectAccessible(page, assert, 'booking page, in the line')
    // The number stays after a reload (the page's own answer).
    await visit(page, `/mentors/${mentor.id}/sessions/new`)
    await page.getByRole('heading', { name: 'You are number 1 in line' }).waitFor()

    // --- A session of the mentor is cancelled: the slot is held for the mentee ---------
    const freed = booked[3]
    await cancelSession({ user: freed.mentee }, freed.session.id, 'Something came up, sorry.')
    const link = await waitForLink(mails, mentee.email, `/mentors/${mentor.id}/sessions/new`)
    const [subject] = mails.subjectsTo(mentee.email)
    assert.include(subject, 'is held for you until')
    const hold = await SlotHold.query()
      .where('mentorUserId', mentor.id)
      .where('status', 'held')
      .firstOrFail()
    assert.equal(hold.menteeUserId, mentee.id)
    // The e-mail says the hold's end in the mentee's zone (London).
    const until = hold.expiresAt.setZone('Europe/London').toFormat('HH:mm')
    assert.include(subject, until)

    // --- The link: the held slot chosen, marked as held for the mentee ------------------
    await visit(page, link)
    await page.getByRole('heading', { name: `A slot is held for you until ${until}` }).waitFor()
    const heldSlot = page.locator('label[data-held]')
    await heldSlot.getByText(`Held for you until ${until}`).waitFor()
    const chosen = page.locator('input[name="booking-slots-slot"]:checked')
    assert.equal(
      DateTime.fromISO(await chosen.inputValue()).toMillis(),
      freed.session.startsAt.toMillis()
    )
    await expectAccessible(page, assert, 'booking page with the held slot')

    await page
      .getByRole('textbox', { name: 'Objective' })
      .fill('Prepare the seed round pitch for investors')
    await page
      .getByRole('textbox', { name: 'Problem' })
      .fill('Our deck does not explain the market size well')
    await page
      .getByRole('textbox', { name: 'Desired outcome' })
      .fill('A clear story and a list of investors to contact')
    await page.getByRole('checkbox', { name: /best practices for a session request/ }).click()
    await page.getByRole('button', { name: 'Request session' }).click()
    await page.waitForURL(/\/dashboard\/sessions\?tab=upcoming$/)
    await toastSaying(page, 'Session requested').waitFor()

    await hold.refresh()
    assert.equal(hold.status, 'booked')
    const session = await MentoringSession.findOrFail(hold.sessionId)
    assert.equal(session.menteeUserId, mentee.id)
    assert.equal(session.startsAt.toMillis(), freed.session.startsAt.toMillis())
    await context.close()
  })
})
