/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Browser, Page } from 'playwright'
import type User from '#accounts/models/user'
import MentoringSession from '#scheduling/models/mentoring_session'
import SessionNoShow from '#scheduling/models/session_no_show'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { givenSession } from '#tests/helpers/sessions'
import { expectAccessible, toastSaying, visit } from '#tests/helpers/pages'
import { getsFocus } from '#tests/helpers/keyboard'
import { testUrl } from '#tests/helpers/url'

/*
| A no-show in the browser: the mentee reports that the mentor did not show up (keyboard, a
| dialog with a note), the mentor sees it on their card and disputes it, and an admin decides it
| from the console's dispute queue; axe on each step.
*/

const DESKTOP = { width: 1280, height: 900 }

async function signedIn(browser: Browser, user: User, locale: 'en' | 'it' = 'en') {
  const context = await browser.newContext({ viewport: DESKTOP })
  if (locale === 'it') {
    await context.addCookies([{ name: 'locale', value: 'it', url: testUrl('/') }])
  }
  await (context as any).loginAs(user)
  return { context, page: await context.newPage() }
}

function card(page: Page, sessionId: number) {
  return page.locator(`article[data-session-id="${sessionId}"]`)
}

test.group('Scheduling | a no-show reported, disputed and decided in the browser', () => {
  test('the mentee reports the mentor absent, the mentor disputes it, the admin upholds it from the queue', async ({
    browser,
    assert,
  }) => {
    const { user: mentor } = await givenMentor({
      firstName: 'Harriet',
      lastName: 'Lane',
      timezone: 'Europe/London',
    })
    const mentee = await givenUser({
      firstName: 'Marco',
      lastName: 'Bianchi',
      timezone: 'Europe/Rome',
    })
    const admin = await givenUser({ role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' })
    const session = await givenSession(mentor, mentee, {
      startsAt: DateTime.utc().minus({ hours: 3 }).startOf('minute'),
      status: 'completed',
      entitlement: 'free_call',
    })

    // --- The mentee reports, with the keyboard --------------------------------
    const asMentee = await signedIn(browser, mentee)
    await visit(asMentee.page, '/dashboard/sessions?tab=completed')
    const menteeCard = card(asMentee.page, session.id)
    const reportButton = menteeCard.getByRole('button', { name: 'Report a no-show' })
    await reportButton.waitFor()
    await menteeCard.getByText(/You can report a no-show until/).waitFor()
    await menteeCard.getByRole('button', { name: 'Leave feedback' }).waitFor()
    await expectAccessible(asMentee.page, assert, 'completed session with a no-show report button')

    await reportButton.focus()
    await asMentee.page.keyboard.press('Enter')
    const reportDialog = asMentee.page.getByRole('dialog', {
      name: 'Report that Harriet Lane did not show up',
    })
    await reportDialog.waitFor()
    await reportDialog.getByText(/can dispute it within 48 hours/).waitFor()
    await reportDialog
      .getByText('If the report stands, the credit you used for this session is given back.')
      .waitFor()
    await expectAccessible(asMentee.page, assert, 'report dialog')
    // Escape closes it and gives the focus back to the button that opened it.
    await asMentee.page.keyboard.press('Escape')
    await reportDialog.waitFor({ state: 'detached' })
    assert.isTrue(await getsFocus(reportButton))

    await asMentee.page.keyboard.press('Enter')
    await reportDialog.waitFor()
    const note = reportDialog.getByLabel('Note (optional)')
    await note.focus()
    await asMentee.page.keyboard.type('I waited twenty minutes in the room.')
    await asMentee.page.keyboard.press('Tab')
    await asMentee.page.keyboard.press('Tab')
    assert.isTrue(await getsFocus(reportDialog.getByRole('button', { name: 'Report no-show' })))
    await asMentee.page.keyboard.press('Enter')
    await toastSaying(asMentee.page, 'No-show reported').waitFor()
    await reportDialog.waitFor({ state: 'detached' })
    const menteeNotice = menteeCard.getByTestId('no-show')
    await menteeNotice.getByText('You reported that Harriet did not show up.').waitFor()
    await menteeNotice.getByText(/Harriet can dispute it until/).waitFor()
    await menteeNotice.getByText('Your note: I waited twenty minutes in the room.').waitFor()
    assert.equal(await menteeCard.getByRole('button', { name: 'Leave feedback' }).count(), 0)
    assert.equal(await menteeCard.getByRole('button', { name: 'Report a no-show' }).count(), 0)
    await expectAccessible(asMentee.page, assert, 'card with the no-show reported')

    // --- The mentor sees it and disputes it, in Italian ---------------------------
    const asMentor = await signedIn(browser, mentor, 'it')
    await visit(asMentor.page, '/dashboard/sessions?tab=completed')
    const mentorCard = card(asMentor.page, session.id)
    const mentorNotice = mentorCard.getByTestId('no-show')
    await mentorNotice.getByText('Marco ha segnalato la tua assenza.').waitFor()
    await mentorNotice.getByText(/Puoi contestarla fino a .* Altrimenti resta valida\./).waitFor()
    await mentorNotice.getByText('Nota di Marco: I waited twenty minutes in the room.').waitFor()
    assert.equal(await mentorCard.getByRole('button', { name: 'Lascia un feedback' }).count(), 0)
    await expectAccessible(asMentor.page, assert, 'the reported party’s card')

    await mentorCard.getByRole('button', { name: "Contesta l'assenza" }).click()
    const disputeDialog = asMentor.page.getByRole('dialog', {
      name: 'Contesta la segnalazione di assenza',
    })
    await disputeDialog.waitFor()
    await expectAccessible(asMentor.page, assert, 'dispute dialog')
    await disputeDialog
      .getByLabel('Nota (facoltativa)')
      .fill('I was there; the room link was wrong.')
    await disputeDialog.getByRole('button', { name: 'Contesta', exact: true }).click()
    await toastSaying(asMentor.page, 'Contestazione inviata', { name: 'Notifiche (F8)' }).waitFor()
    await mentorNotice.getByText('Contestata: il nostro team deciderà e vi farà sapere.').waitFor()
    await mentorNotice.getByText('La tua nota: I was there; the room link was wrong.').waitFor()
    assert.equal(await mentorCard.getByRole('button', { name: "Contesta l'assenza" }).count(), 0)
    await expectAccessible(asMentor.page, assert, 'card with the no-show disputed')

    // --- The admin decides it from the queue -------------------------------------
    const asAdmin = await signedIn(browser, admin)
    await visit(asAdmin.page, '/admin/no-shows')
    const main = asAdmin.page.getByRole('main')
    const row = main.getByRole('row').filter({ hasText: 'Harriet Lane' })
    await row.waitFor()
    assert.include(await row.innerText(), 'Marco Bianchi')
    assert.include(await row.innerText(), 'Disputed')
    await expectAccessible(asAdmin.page, assert, 'the dispute queue')

    await row.click()
    await main.getByText('I waited twenty minutes in the room.').waitFor()
    await main.getByText('I was there; the room link was wrong.').waitFor()
    await expectAccessible(asAdmin.page, assert, 'a disputed no-show')
    await main.getByRole('tab', { name: 'Session history' }).click()
    const history = main.getByRole('table', { name: 'Session history' })
    await history.getByRole('row').filter({ hasText: 'No-show disputed' }).waitFor()
    await history.getByRole('row').filter({ hasText: 'Booked' }).waitFor()
    await expectAccessible(asAdmin.page, assert, 'the session history')

    await asAdmin.page.getByRole('button', { name: 'The no-show stands' }).click()
    const decide = asAdmin.page.getByRole('dialog', { name: 'The no-show of Harriet Lane stands' })
    await decide.waitFor()
    await decide.getByText(/the mentee gets back the credit the session used/).waitFor()
    await expectAccessible(asAdmin.page, assert, 'the decision dialog')
    await decide.getByLabel('Note to both (optional)').fill('The meeting log shows nobody joined.')
    await decide.getByRole('button', { name: 'The no-show stands' }).click()
    await asAdmin.page
      .getByText('Decided: the no-show stands; both parties are notified.')
      .waitFor()
    await decide.waitFor({ state: 'detached' })

    const decided = await SessionNoShow.findByOrFail('sessionId', session.id)
    assert.equal(decided.status, 'upheld')
    assert.equal(decided.decidedByUserId, admin.id)
    const returned = await MentoringSession.findOrFail(session.id)
    assert.isNotNull(returned.entitlementReturnedAt)
    assert.equal(returned.status, 'completed')

    // --- Both cards show the outcome ----------------------------------------------
    await visit(asMentee.page, '/dashboard/sessions?tab=completed')
    await menteeNotice.getByText('The no-show stands.').waitFor()
    await menteeNotice.getByText('The credit you used for this session was given back.').waitFor()
    await menteeNotice.getByText("Our team's note: The meeting log shows nobody joined.").waitFor()
    await expectAccessible(asMentee.page, assert, 'card with the no-show upheld')

    await asMentee.context.close()
    await asMentor.context.close()
    await asAdmin.context.close()
  }).timeout(180_000)
})
