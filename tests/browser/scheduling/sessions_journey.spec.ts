/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright'
import { DAYS_OF_WEEK } from '#business/sessions'
import MentoringSession from '#scheduling/models/mentoring_session'
import ScheduleEntry from '#scheduling/models/schedule_entry'
import Feedback from '#scheduling/models/feedback'
import { refreshNextAvailable } from '#scheduling/services/mentor_availability'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { expectAccessible, toastSaying, visit } from '#tests/helpers/pages'
import { getsFocus } from '#tests/helpers/keyboard'

const MENTOR_ZONE = 'Europe/London'
const MENTEE_ZONE = 'Europe/Rome'

/** The card of one session on My Sessions. */
function card(page: Page, sessionId: number) {
  return page.locator(`article[data-session-id="${sessionId}"]`)
}

async function openMySessions(page: Page, tab = 'upcoming') {
  await visit(page, `/dashboard/sessions?tab=${tab}`)
}

test.group('Scheduling | sessions journey in the browser', () => {
  test('a mentee books, the mentor confirms, a reschedule is confirmed, the session completes and both leave feedback', async ({
    browser,
    assert,
  }) => {
    const { user: mentor, profile } = await givenMentor({
      firstName: 'Harriet',
      lastName: 'Lane',
      timezone: MENTOR_ZONE,
      sessionDuration: 60,
    })
    // Every day 09:00-17:00 in London: plenty of slots past the booking notice.
    for (const dayOfWeek of DAYS_OF_WEEK) {
      await ScheduleEntry.create({
        mentorProfileId: profile.id,
        dayOfWeek,
        startTime: '09:00',
        endTime: '17:00',
      })
    }
    await refreshNextAvailable([profile.id])
    const mentee = await givenUser({
      firstName: 'Marco',
      lastName: 'Bianchi',
      timezone: MENTEE_ZONE,
    })

    const menteeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await menteeContext.loginAs(mentee)
    const menteePage = await menteeContext.newPage()
    const mentorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await mentorContext.loginAs(mentor)
    const mentorPage = await mentorContext.newPage()

    // --- Booking -------------------------------------------------------
    await visit(menteePage, `/mentors/${mentor.id}/sessions/new`)
    await menteePage.getByRole('heading', { name: 'Book a session with Harriet Lane' }).waitFor()
    await menteePage.getByText('This booking uses your free first call.').waitFor()
    await menteePage.getByText(/confirmed once Harriet accepts it/).waitFor()
    await menteePage
      .getByText(
        // Zones named as people say them.
        "Times are shown in your time zone (Rome time). Harriet's time zone: London time."
      )
      .waitFor()
    const firstSlot = menteePage.locator('fieldset[data-day] label').first()
    await firstSlot.waitFor()
    // Rome is an hour ahead of London all year round: 10:00 your time, 09:00 in London.
    const slotLabel = await firstSlot.innerText()
    const slotText = slotLabel.replace(/\s+/g, ' ').trim()
    const times = slotText.match(/^(\d{2}):(\d{2}) your time · (\d{2}):(\d{2}) \(London time\)$/)
    assert.isNotNull(times, slotText)
    assert.equal((Number(times![1]) - Number(times![3]) + 24) % 24, 1, slotText)
    assert.equal(times![2], times![4])

    // Submitting empty shows every rule inline.
    await menteePage.getByRole('button', { name: 'Request session' }).click()
    await menteePage.getByText('Please choose a time slot.').waitFor()
    await menteePage
      .getByText('Please confirm that your request follows the best practices.')
      .waitFor()
    assert.equal(await menteePage.getByText('Please fill in this field.').count(), 3)
    await expectAccessible(menteePage, assert, 'booking page with errors')

    await firstSlot.click()
    const chosenStart = await menteePage
      .locator('input[name="booking-slots-slot"]:checked')
      .inputValue()
    await menteePage.getByRole('textbox', { name: 'Objective' }).fill('Too short')
    await menteePage.getByRole('textbox', { name: 'Objective' }).blur()
    await menteePage.getByText('Please write at least 20 characters.').waitFor()
    await menteePage
      .getByTestId('booking-objective-counter')
      .getByText('9 / 500 characters')
      .waitFor()
    await menteePage
      .getByRole('textbox', { name: 'Objective' })
      .fill('Prepare the seed round pitch for investors')
    await menteePage
      .getByRole('textbox', { name: 'Problem' })
      .fill('Our deck does not explain the market size well')
    await menteePage
      .getByRole('textbox', { name: 'Desired outcome' })
      .fill('A clear story and a list of investors to contact')
    await menteePage.getByLabel('Communication tool').selectOption('jitsi')
    await menteePage.getByRole('checkbox', { name: /best practices for a session request/ }).click()
    await expectAccessible(menteePage, assert, 'booking page filled in')
    await menteePage.getByRole('button', { name: 'Request session' }).click()

    await menteePage.waitForURL(/\/dashboard\/sessions\?tab=upcoming$/)
    await toastSaying(menteePage, 'Session requested').waitFor()
    const booked = await MentoringSession.query()
      .where('menteeUserId', mentee.id)
      .where('mentorUserId', mentor.id)
      .firstOrFail()
    assert.equal(booked.status, 'pending')
    assert.equal(booked.startsAt.toMillis(), DateTime.fromISO(chosenStart).toMillis())
    assert.equal(booked.communicationTool, 'jitsi')
    const menteeCard = card(menteePage, booked.id)
    await menteeCard.getByText("Awaiting Harriet's confirmation").waitFor()
    await menteeCard.getByText('Prepare the seed round pitch for investors').waitFor()
    await menteeCard.getByText(/the mentor's time\)/).waitFor()
    await expectAccessible(menteePage, assert, 'My Sessions (mentee, pending)')

    // --- The mentor confirms ---------------------------------------------
    await openMySessions(mentorPage)
    const mentorCard = card(mentorPage, booked.id)
    await mentorCard.getByText('Awaiting your confirmation').waitFor()
    await expectAccessible(mentorPage, assert, 'My Sessions (mentor, awaiting confirmation)')
    await mentorCard.getByRole('button', { name: 'Confirm', exact: true }).click()
    await toastSaying(mentorPage, 'Session confirmed').waitFor()
    await mentorCard.locator('[data-badge="status"]', { hasText: 'Confirmed' }).waitFor()
    await booked.refresh()
    assert.equal(booked.status, 'confirmed')

    // --- The mentee asks for another time ---------------------------------
    await openMySessions(menteePage)
    await menteeCard.locator('[data-badge="status"]', { hasText: 'Confirmed' }).waitFor()
    // The join button waits for its time.
    assert.isTrue(await menteeCard.getByRole('button', { name: 'Join session' }).isDisabled())
    await menteeCard.getByRole('button', { name: 'Reschedule' }).click()
    const reschedule = menteePage.getByRole('dialog', {
      name: 'Reschedule the session with Harriet Lane',
    })
    await reschedule.getByText('Harriet must confirm the new time.', { exact: false }).waitFor()
    await reschedule
      .getByText('Sessions can only be rescheduled more than 48 hours in advance.')
      .waitFor()
    await reschedule.getByText("Mentor's time zone: London time").waitFor()
    const dateSelect = reschedule.getByLabel('New date')
    await dateSelect.waitFor()
    // A later day than the booked one.
    const dayOptions = await dateSelect.locator('option').count()
    assert.isAbove(dayOptions, 3)
    await dateSelect.selectOption({ index: 3 })
    const startSelect = reschedule.getByLabel('Start time')
    await startSelect.selectOption({ index: 1 })
    const newStart = await startSelect.inputValue()
    assert.match(await reschedule.getByLabel('End time').inputValue(), /^\d{2}:\d{2}$/)
    await reschedule.getByRole('button', { name: 'Request new time' }).click()
    await reschedule.getByText('Please give a reason for rescheduling.').waitFor()
    await reschedule
      .getByLabel('Reason for rescheduling')
      .fill('A board meeting moved onto that day')
    await expectAccessible(menteePage, assert, 'reschedule dialog')
    await reschedule.getByRole('button', { name: 'Request new time' }).click()
    await toastSaying(menteePage, 'New time requested').waitFor()
    await menteeCard.locator('[data-badge="reschedule-requested"]').waitFor()
    await menteeCard.getByText(/Waiting for Harriet to confirm/).waitFor()
    await booked.refresh()
    assert.equal(
      booked.startsAt.toMillis(),
      DateTime.fromISO(chosenStart).toMillis(),
      'not moved yet'
    )

    // --- The mentor confirms the new time ---------------------------------
    await openMySessions(mentorPage)
    await mentorCard.getByText('A board meeting moved onto that day', { exact: false }).waitFor()
    await mentorCard.getByRole('button', { name: 'Confirm reschedule' }).click()
    await toastSaying(mentorPage, 'New time confirmed').waitFor()
    await mentorCard.locator('[data-badge="reschedule-requested"]').waitFor({ state: 'detached' })
    await booked.refresh()
    assert.equal(booked.startsAt.toMillis(), DateTime.fromISO(newStart).toMillis(), 'moved')

    // The mentee keeps a private note.
    await openMySessions(menteePage)
    await menteeCard.getByRole('button', { name: 'Add notes' }).click()
    const notes = menteePage.getByRole('dialog', { name: 'Private notes' })
    await notes.getByLabel('Notes (only you can see them)').fill('Bring the revenue chart')
    await expectAccessible(menteePage, assert, 'notes dialog')
    await notes.getByRole('button', { name: 'Save notes' }).click()
    await toastSaying(menteePage, 'Notes saved').waitFor()
    await menteeCard.getByTestId('my-note').getByText('Bring the revenue chart').waitFor()

    // The cancel dialog states its rule (and is left without cancelling).
    await menteeCard.getByRole('button', { name: 'Cancel session' }).click()
    const cancel = menteePage.getByRole('dialog', { name: 'Cancel the session with Harriet Lane' })
    await cancel.getByText('Sessions must be cancelled at least 24 hours in advance.').waitFor()
    await cancel.getByText(/irreversible/).waitFor()
    await expectAccessible(menteePage, assert, 'cancel dialog')
    await cancel.getByRole('button', { name: 'Keep session' }).click()
    await cancel.waitFor({ state: 'detached' })

    // --- The session takes place: completion happens on read --------------
    const startsAt = DateTime.utc().minus({ hours: 3 }).startOf('minute')
    booked.startsAt = startsAt
    booked.endsAt = startsAt.plus({ minutes: booked.durationMinutes })
    await booked.save()

    await openMySessions(menteePage, 'completed')
    await menteeCard.locator('[data-badge="status"]', { hasText: 'Completed' }).waitFor()
    await menteeCard.getByText('Awaiting feedback').waitFor()
    await menteeCard.getByRole('button', { name: 'Leave feedback' }).click()
    const menteeFeedback = menteePage.getByRole('dialog', {
      name: 'Feedback on the session with Harriet Lane',
    })
    await menteeFeedback.getByRole('button', { name: 'Send feedback' }).click()
    await menteeFeedback.getByText('Please provide an overall rating').waitFor()
    // The focus is on the first star, which reads the error.
    const firstStar = menteeFeedback
      .getByRole('group', { name: /Overall rating/ })
      .getByLabel('1 star', { exact: true })
    assert.isTrue(await getsFocus(firstStar))
    assert.equal(
      await firstStar.evaluate(
        (input) =>
          document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent
      ),
      'Please provide an overall rating'
    )
    assert.equal(await firstStar.getAttribute('aria-invalid'), 'true')
    await expectAccessible(menteePage, assert, 'feedback dialog')
    await menteeFeedback
      .getByRole('group', { name: /Overall rating/ })
      .getByLabel('5 stars')
      .check()
    await menteeFeedback.getByRole('group', { name: 'Communication' }).getByLabel('4 stars').check()
    await menteeFeedback
      .getByRole('group', { name: /Would you recommend/ })
      .getByLabel('Yes')
      .check()
    await menteeFeedback.getByLabel('Public feedback').fill('Sharp, practical advice on our pitch.')
    await menteeFeedback
      .getByLabel('Private feedback for the administrators')
      .fill('Joined two minutes late.')
    await menteeFeedback.getByRole('button', { name: 'Send feedback' }).click()
    await toastSaying(menteePage, 'Thank you for your feedback').waitFor()
    await menteeCard.getByText('Awaiting feedback').waitFor({ state: 'detached' })
    await menteeCard.getByText('Sharp, practical advice on our pitch.').waitFor()

    // The mentor rates with the keyboard only.
    await openMySessions(mentorPage, 'completed')
    await mentorCard.getByRole('button', { name: 'Leave feedback' }).click()
    const mentorFeedback = mentorPage.getByRole('dialog', {
      name: 'Feedback on the session with Marco Bianchi',
    })
    const overall = mentorFeedback.getByRole('group', { name: /Overall rating/ })
    await overall.getByLabel('1 star', { exact: true }).focus()
    await mentorPage.keyboard.press('Space')
    await mentorPage.keyboard.press('ArrowRight')
    await mentorPage.keyboard.press('ArrowRight')
    await mentorPage.keyboard.press('ArrowRight')
    assert.isTrue(await overall.getByLabel('4 stars').isChecked())
    await mentorFeedback.getByLabel('Public feedback').fill('Came well prepared.')
    await mentorFeedback.getByRole('button', { name: 'Send feedback' }).click()
    await toastSaying(mentorPage, 'Thank you for your feedback').waitFor()
    // Each sees the other's public feedback, never the private text.
    await mentorCard.getByText('Sharp, practical advice on our pitch.').waitFor()
    assert.equal(await mentorPage.getByText('Joined two minutes late.').count(), 0)
    await expectAccessible(mentorPage, assert, 'My Sessions (mentor, completed)')

    const feedback = await Feedback.query().where('sessionId', booked.id).orderBy('id')
    assert.deepEqual(
      feedback.map((item) => [item.authorUserId, item.overallRating]),
      [
        [mentee.id, 5],
        [mentor.id, 4],
      ]
    )
    await menteeContext.close()
    await mentorContext.close()
  }).timeout(120_000)
})
