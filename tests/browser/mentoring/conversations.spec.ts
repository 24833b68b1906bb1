/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Browser, BrowserContext, Page } from 'playwright'
import type User from '#accounts/models/user'
import { CONVERSATION_RULES } from '#business/messages'
import AuditLog from '#core/models/audit_log'
import Conversation from '#mentoring/models/conversation'
import ConversationReport from '#mentoring/models/conversation_report'
import { sendDueConversationEmails } from '#mentoring/services/conversation_emails'
import { messageMember } from '#mentoring/services/conversations'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { MailCapture } from '#tests/helpers/mail_capture'
import { expectAccessible, token, visit } from '#tests/helpers/pages'
import { getsFocus, holdRequests, pressAgainWhileBusy } from '#tests/helpers/keyboard'
import { waitForHydration } from '#tests/helpers/hydration'
import { NARROW, sidewaysOverflow } from '#tests/helpers/viewport'
import { testUrl } from '#tests/helpers/url'

/*
| Conversations in two browsers at once: a mentee (in English) writes to a mentor (in Italian)
| from the mentor's profile; the mentor's open page shows the unread badge in the header at
| once, the Messages page lists the conversation, and the two exchange messages that appear
| in each other's open tab without a reload, "Seen" included. A message left unread e-mails
| the mentor (in Italian). Axe on the Messages and conversation pages; 320 px wide works.
*/

const DESKTOP = { width: 1280, height: 900 }

/** The contexts a test opened, closed after it whatever happened (each holds a real-time stream). */
const opened: BrowserContext[] = []

async function signedIn(
  browser: Browser,
  user: User,
  { locale = 'en', viewport = DESKTOP }: { locale?: 'en' | 'it'; viewport?: typeof DESKTOP } = {}
) {
  const context = await browser.newContext({ viewport })
  opened.push(context)
  await context.addCookies([{ name: 'locale', value: locale, url: testUrl('/') }])
  await (context as any).loginAs(user)
  return { context, page: await context.newPage() }
}

/** The unread badge the header shows (the bar's or the navigation's, whichever is on screen). */
function badge(page: Page) {
  return page.locator('[data-testid="unread-conversations"]:visible').first()
}

function messages(page: Page) {
  return page.locator('li[data-message-id]')
}

test.group('Conversations | two browsers in real time', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return async () => {
      mails.restore()
      for (const context of opened.splice(0)) await context.close()
    }
  })

  test('a mentee and a mentor talk in real time: badge, Messages page, replies, "Seen", the e-mail', async ({
    browser,
    assert,
  }) => {
    const tag = token()
    const { user: mentor } = await givenMentor({
      firstName: 'Chiara',
      lastName: `Esposito${tag}`,
      slug: `chiara-${tag}`,
    })
    mentor.locale = 'it'
    await mentor.save()
    const mentee = await givenUser({ firstName: 'Giulia', lastName: 'Rossi', locale: 'en' })
    const mentorName = `Chiara Esposito${tag}`

    // The mentor is on their dashboard, in Italian, before anything is written.
    const asMentor = await signedIn(browser, mentor, { locale: 'it' })
    await visit(asMentor.page, '/dashboard')
    await waitForHydration(asMentor.page)
    assert.equal(await badge(asMentor.page).count(), 0)

    // --- The mentee writes from the profile, with the keyboard -------------------
    const asMentee = await signedIn(browser, mentee)
    await visit(asMentee.page, `/mentors/${mentor.slug}`)
    await waitForHydration(asMentee.page)
    const message = asMentee.page.getByRole('link', { name: 'Message', exact: true })
    await message.focus()
    await asMentee.page.keyboard.press('Enter')
    await asMentee.page.waitForURL(`**/messages/with/${mentor.id}`)
    await asMentee.page.getByRole('heading', { name: `Write to ${mentorName}` }).waitFor()
    await expectAccessible(asMentee.page, assert, 'a new conversation')
    const composer = asMentee.page.getByRole('textbox', { name: `Your message to ${mentorName}` })
    await composer.focus()
    await asMentee.page.keyboard.type('Hello Chiara, a question before our session.')
    await asMentee.page.keyboard.press('Shift+Enter')
    await asMentee.page.keyboard.type('Here is our deck: https://example.com/deck')
    await asMentee.page.keyboard.press('Control+Enter')
    await asMentee.page.waitForURL(/\/messages\/\d+$/)
    const conversationPath = new URL(asMentee.page.url()).pathname
    await messages(asMentee.page).first().waitFor()
    // Line breaks kept, the address a link (opening a new tab), nothing else interpreted.
    const first = messages(asMentee.page).first()
    assert.include(
      await first.innerText(),
      'Hello Chiara, a question before our session.\nHere is our deck:'
    )
    const link = first.getByRole('link', { name: 'https://example.com/deck' })
    assert.equal(await link.getAttribute('href'), 'https://example.com/deck')
    assert.equal(await link.getAttribute('target'), '_blank')
    assert.include(await link.getAttribute('rel'), 'noopener')
    await expectAccessible(asMentee.page, assert, 'the conversation, for the mentee')

    // --- The mentor's open page: the badge, at once, without a reload ------------
    await badge(asMentor.page).waitFor()
    assert.equal(await badge(asMentor.page).getAttribute('data-count'), '1')
    assert.include(await badge(asMentor.page).innerText(), '1 conversazione con messaggi non letti')

    await asMentor.page
      .getByRole('link', { name: /^Messaggi/ })
      .first()
      .click()
    await asMentor.page.waitForURL('**/messages')
    const row = asMentor.page.locator(`a[data-unread="true"]`, { hasText: 'Giulia R.' })
    await row.waitFor()
    await row.getByText('1 messaggio non letto').waitFor()
    await expectAccessible(asMentor.page, assert, 'the Messages page, in Italian')

    await row.click()
    await asMentor.page.waitForURL(`**${conversationPath}`)
    await messages(asMentor.page).first().waitFor()
    // Reading it takes the badge away.
    await badge(asMentor.page).waitFor({ state: 'detached' })
    await expectAccessible(asMentor.page, assert, 'the conversation, for the mentor, in Italian')

    // --- Replies arrive in the other's open tab ---------------------------------
    // The mentor has read the mentee's message: the mentee's page says so.
    await asMentee.page.getByTestId('message-seen').waitFor()
    const reply = asMentor.page.getByRole('textbox', { name: 'Il tuo messaggio per Giulia R.' })
    await reply.fill('Ciao Giulia, certo: mandami pure le domande.')
    await asMentor.page.getByRole('button', { name: 'Invia' }).click()
    await messages(asMentor.page).nth(1).waitFor()
    await asMentee.page
      .locator('li[data-mine="false"]', { hasText: 'Ciao Giulia, certo' })
      .waitFor()
    // Open in the mentee's tab: read at once, no badge for them.
    await asMentee.page.waitForTimeout(300)
    assert.equal(await badge(asMentee.page).count(), 0)

    await composer.fill('Thank you! Talk soon.')
    await asMentee.page.getByRole('button', { name: 'Send' }).click()
    await asMentor.page
      .locator('li[data-mine="false"]', { hasText: 'Thank you! Talk soon.' })
      .waitFor()
    assert.equal(await messages(asMentee.page).count(), 3)
    assert.equal(await messages(asMentor.page).count(), 3)

    // --- Unread for 10 minutes: one e-mail, in the mentor's language -------------
    await visit(asMentor.page, '/dashboard')
    await composer.fill('One more detail about the deck.')
    await asMentee.page.getByRole('button', { name: 'Send' }).click()
    await messages(asMentee.page).nth(3).waitFor()
    await badge(asMentor.page).waitFor()
    const later = DateTime.utc().plus({ minutes: CONVERSATION_RULES.unreadEmailAfterMinutes + 1 })
    await sendDueConversationEmails(later)
    const [mail] = mails.queuedTo(mentor.email)
    assert.equal(mail.toJSON().message.subject, 'Nuovo messaggio da Giulia R.')
    assert.include(MailCapture.contents(mail), 'One more detail about the deck.')
    assert.include(MailCapture.contents(mail), conversationPath)
    await sendDueConversationEmails(later.plus({ minutes: 5 }))
    assert.lengthOf(mails.queuedTo(mentor.email), 1)

    // --- 320 px wide: the conversation and the header's way to it fit -------------
    await asMentee.page.setViewportSize(NARROW)
    await visit(asMentee.page, conversationPath)
    const { culprits } = await sidewaysOverflow(asMentee.page)
    assert.deepEqual(culprits, [], 'nothing sticks out at 320 px')
    const narrowComposer = asMentee.page.getByRole('textbox', {
      name: `Your message to ${mentorName}`,
    })
    await narrowComposer.focus()
    assert.isTrue(await getsFocus(narrowComposer))
    await expectAccessible(asMentee.page, assert, 'the conversation at 320 px')
    await asMentor.page.setViewportSize(NARROW)
    await visit(asMentor.page, '/messages')
    const listOverflow = await sidewaysOverflow(asMentor.page)
    assert.deepEqual(listOverflow.culprits, [], 'the Messages page at 320 px')
    await badge(asMentor.page).waitFor()
  })
    // Tagged @services: CI runs it again with PostgreSQL and Redis (the real-time transport too).
    .tags(['@services'])
    .timeout(120_000)

  test('a party reports and blocks; the admin reads the reported conversation (audited) and suspends the sender', async ({
    browser,
    assert,
  }) => {
    const tag = token()
    const { user: mentor } = await givenMentor({ firstName: 'Marco', lastName: `Neri${tag}` })
    const mentee = await givenUser({ firstName: 'Anna', lastName: `Verdi${tag}` })
    const admin = await givenUser({ role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' })

    const asMentee = await signedIn(browser, mentee)
    await visit(asMentee.page, `/messages/with/${mentor.id}`)
    await waitForHydration(asMentee.page)
    await asMentee.page
      .getByRole('textbox', { name: `Your message to Marco Neri${tag}` })
      .fill('Hello Marco, may I ask about hiring?')
    await asMentee.page.getByRole('button', { name: 'Send' }).click()
    await asMentee.page.waitForURL(/\/messages\/\d+$/)
    const conversation = await Conversation.findByOrFail('menteeUserId', mentee.id)
    const asMentor = await signedIn(browser, mentor)
    await visit(asMentor.page, `/messages/${conversation.id}`)
    await asMentor.page
      .getByRole('textbox', { name: `Your message to Anna V.` })
      .fill('Send me your phone number first.')
    await asMentor.page.getByRole('button', { name: 'Send' }).click()
    await asMentee.page.locator('li[data-mine="false"]').waitFor()

    // --- The mentee reports it, with the keyboard ----------------------------------
    const reportButton = asMentee.page.getByRole('button', { name: 'Report conversation' })
    await reportButton.focus()
    await asMentee.page.keyboard.press('Enter')
    const dialog = asMentee.page.getByRole('dialog', { name: 'Report this conversation' })
    await dialog.waitFor()
    await expectAccessible(asMentee.page, assert, 'the report dialog')
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await dialog.getByText('Choose a reason').waitFor()
    await dialog.getByRole('radio', { name: 'Harassment or threats' }).check()
    await dialog.getByLabel('Details (optional)').fill('Asked for my phone number.')
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await dialog.waitFor({ state: 'detached' })
    await asMentee.page.getByText('You reported this conversation.').waitFor()

    // --- Then blocks the mentor: the mentor's open page says they cannot write -------
    await asMentee.page.getByRole('button', { name: `Block Marco Neri${tag}` }).click()
    const confirm = asMentee.page.getByRole('alertdialog', { name: `Block Marco Neri${tag}?` })
    await confirm.waitFor()
    await expectAccessible(asMentee.page, assert, 'the block confirmation')
    const blocking = await holdRequests(asMentee.page, '**/api/conversations/*/block')
    await confirm.getByRole('button', { name: 'Block', exact: true }).click()
    const confirming = await pressAgainWhileBusy(
      asMentee.page,
      confirm
        .getByRole('button', { name: 'Block', exact: true })
        .and(asMentee.page.locator('[aria-disabled]'))
    )
    assert.deepEqual(confirming, { focused: true, ariaDisabled: 'true' })
    blocking.release()
    await asMentee.page.getByTestId('conversation-notice').waitFor()
    await asMentor.page.getByText('You can no longer send messages in this conversation.').waitFor()
    assert.equal(blocking.sent(), 1)
    assert.equal(await asMentor.page.getByRole('textbox').count(), 0)
    await expectAccessible(asMentor.page, assert, 'a conversation the other party blocked')

    // --- Unblocks with the keyboard: the button keeps the focus while it is sent -----
    const unblock = asMentee.page.getByRole('button', { name: `Unblock Marco Neri${tag}` })
    const held = await holdRequests(asMentee.page, '**/api/conversations/*/block', 'DELETE')
    await unblock.focus()
    await asMentee.page.keyboard.press('Enter')
    const busy = await pressAgainWhileBusy(
      asMentee.page,
      unblock.and(asMentee.page.locator('[aria-disabled="true"]'))
    )
    assert.deepEqual(busy, { focused: true, ariaDisabled: 'true' })
    held.release()
    const blockAgain = asMentee.page.getByRole('button', { name: `Block Marco Neri${tag}` })
    await blockAgain.waitFor()
    assert.isTrue(await getsFocus(blockAgain))
    assert.equal(held.sent(), 1)

    // --- The admin reads it in the console's queue, audited, and suspends the mentor -
    const asAdmin = await signedIn(browser, admin)
    await visit(asAdmin.page, '/admin/conversation-reports')
    const main = asAdmin.page.getByRole('main')
    const row = main.getByRole('row').filter({ hasText: `Anna Verdi${tag}` })
    await row.waitFor()
    assert.include(await row.innerText(), 'Harassment or threats')
    assert.notInclude(await main.innerText(), 'Send me your phone number')
    await expectAccessible(asAdmin.page, assert, 'the reported conversations queue')
    await row.click()
    await main.getByText('Asked for my phone number.').waitFor()
    await main.getByRole('tab', { name: 'Conversation' }).click()
    await main.getByText('Send me your phone number first.').waitFor()
    await main
      .getByText(/Each time it is shown to you, your reading is written to the audit log/)
      .waitFor()
    await expectAccessible(asAdmin.page, assert, 'a reported conversation')
    const readings = await AuditLog.query()
      .where('action', 'conversation.read')
      .where('entityId', String(conversation.id))
    assert.isAtLeast(readings.length, 1)
    assert.isTrue(readings.every((entry) => entry.actorUserId === admin.id))

    await asAdmin.page.getByRole('button', { name: 'Suspend the reported account' }).click()
    const suspend = asAdmin.page.getByRole('dialog', { name: `Suspend Marco Neri${tag}?` })
    await suspend.waitFor()
    await suspend.getByRole('button', { name: 'Suspend the reported account' }).click()
    await asAdmin.page.getByText('The account is suspended and the report settled.').waitFor()
    const report = await ConversationReport.findByOrFail('conversationId', conversation.id)
    assert.equal(report.status, 'actioned')
    await mentor.refresh()
    assert.equal(mentor.status, 'suspended')
  }).timeout(120_000)

  test('a message that arrives while a page is still subscribing shows in the badge and on the Messages page', async ({
    browser,
    assert,
  }) => {
    const tag = token()
    const { user: mentor } = await givenMentor({ lastName: `Gap${tag}`, slug: `gap-${tag}` })
    const mentee = await givenUser({ firstName: 'Luca', lastName: 'Bianchi' })
    const asMentor = await signedIn(browser, mentor)
    // The first subscription of each page waits for a message to be written: it was broadcast
    // before anyone listened, so only reading the count (or the list) again can show it.
    let pending: string | null = null
    await asMentor.page.route('**/__transmit/subscribe', async (route) => {
      const body = pending
      pending = null
      if (body) await messageMember(mentee, mentor.id, body)
      await route.continue()
    })

    pending = 'Written while the dashboard subscribed.'
    await visit(asMentor.page, '/dashboard')
    await badge(asMentor.page).waitFor()
    assert.equal(await badge(asMentor.page).getAttribute('data-count'), '1')
    assert.isNull(pending, 'the message was written during the subscription')

    pending = 'Written while the Messages page subscribed.'
    await visit(asMentor.page, '/messages')
    const row = asMentor.page.locator('a[data-unread="true"]', { hasText: 'Luca B.' })
    await row.getByText('Written while the Messages page subscribed.').waitFor()
    await row.getByText('2 unread messages').waitFor()
  }).timeout(60_000)
})
