import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import User from '#accounts/models/user'
import MentorProfile from '#mentoring/models/mentor_profile'
import ScheduleEntry from '#scheduling/models/schedule_entry'
import { commandSource } from '#core/services/audit_log'
import { inviteMentor } from '#mentoring/services/mentor_onboarding'
import { approveApplication } from '#mentoring/services/mentor_applications'
import MentorApplication from '#mentoring/models/mentor_application'
import { searchMentors } from '#mentoring/services/catalogue'
import { findMatches } from '#mentoring/services/matching'
import { LISTING_REQUIREMENTS, type ListingRequirement } from '#mentoring/services/listing'
import { givenIndustry, givenMentor } from '#tests/helpers/mentors'
import { givenUser, STRONG_PASSWORD } from '#tests/helpers/users'
import { pageFrom } from '#tests/helpers/inertia'
import { MailCapture } from '#tests/helpers/mail_capture'
import type { ApiClient } from '@japa/api-client'

/*
| One rule for every way a mentor arrives (an approved application, an
| invitation, an import, the console): listed in the list, search, matching,
| the sitemap and as a bookable profile only once ready (password, headline,
| bio, at least one weekly hour); until then the mentor is told what is missing.
*/

const BIO = 'Twenty years building and scaling companies across Europe, now helping founders.'

/** Where a mentor shows publicly, each place asked separately. */
async function whereShown(client: ApiClient, user: User, industryId: number) {
  const i18n = i18nManager.locale('en')
  const list = await searchMentors({ q: user.lastName, limit: 50 }, 'en')
  const matches = await findMatches({ industries: [industryId] }, { i18n, limit: 100 })
  const sitemap = await client.get('/sitemap.xml')
  const profile = await client.get(`/mentors/${user.id}`)
  const slots = await client.get(`/api/mentors/${user.id}/slots`)
  return {
    list: list.data.some((card) => card.id === user.id),
    matching: matches.data.some((match) => match.id === user.id),
    sitemap: sitemap
      .text()
      .includes(`/mentors/${encodeURIComponent(user.slug ?? String(user.id))}<`),
    profile: profile.status() === 200,
    slots: slots.status() === 200,
  }
}

const everywhere = { list: true, matching: true, sitemap: true, profile: true, slots: true }
const nowhere = { list: false, matching: false, sitemap: false, profile: false, slots: false }

test.group('Mentors | listed only once ready', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('an invited mentor is shown nowhere until ready, is told what is missing, then is shown everywhere', async ({
    client,
    assert,
  }) => {
    const industry = await givenIndustry(`Readiness ${Date.now()}`)
    const email = `ready-invite-${Date.now()}@example.test`
    const { user } = await inviteMentor(
      {
        email,
        first_name: 'Ines',
        last_name: `Invited${Date.now()}`,
        headline: 'Pricing coach for B2B founders',
        industries: [industry.name],
      },
      commandSource('mentors:invite')
    )
    assert.deepEqual(await whereShown(client, user, industry.id), nowhere)

    // The mentor chooses a password and signs in: the settings page says what is missing.
    user.password = STRONG_PASSWORD
    await user.save()
    assert.deepEqual(await whereShown(client, user, industry.id), nowhere)
    const settings = await client.get('/settings/profile/mentor').loginAs(user)
    const page = pageFrom(settings.text())
    assert.equal(page.props.listing.status, 'incomplete')
    assert.deepEqual(page.props.listing.missing, ['bio', 'weekly_hours'])
    const italian = await client
      .get('/settings/profile/mentor')
      .header('Accept-Language', 'it')
      .loginAs(user)
    assert.match(
      italian.text(),
      /Aggiungi almeno un(&#39;|&#x27;|')ora settimanale alla tua disponibilità/
    )

    const profile = await MentorProfile.findByOrFail('userId', user.id)
    profile.bio = BIO
    await profile.save()
    assert.deepEqual(await whereShown(client, user, industry.id), nowhere)

    await ScheduleEntry.create({
      mentorProfileId: profile.id,
      dayOfWeek: 3,
      startTime: '10:00',
      endTime: '12:00',
    })
    assert.deepEqual(await whereShown(client, user, industry.id), everywhere)
    const readyResponse = await client.get('/settings/profile/mentor').loginAs(user)
    const ready = pageFrom(readyResponse.text())
    assert.equal(ready.props.listing.status, 'listed')
    assert.deepEqual(ready.props.listing.missing, [])
  })

  test('an approved applicant follows the same rule', async ({ client, assert }) => {
    const industry = await givenIndustry(`Applicant readiness ${Date.now()}`)
    const admin = await givenUser({ role: 'ADMIN' })
    const applicant = await givenUser({ lastName: `Applicant${Date.now()}` })
    const application = await MentorApplication.create({
      userId: applicant.id,
      basis: 'senior_experience',
      profileUrl: 'https://www.linkedin.com/in/someone',
      motivation: 'I have coached founders for ten years and want to give back.'.repeat(2),
      status: 'pending',
    })
    await approveApplication(application, admin)
    await applicant.refresh()
    assert.deepEqual(await whereShown(client, applicant, industry.id), nowhere)
    const applicantResponse = await client.get('/settings/profile/mentor').loginAs(applicant)
    const page = pageFrom(applicantResponse.text())
    assert.deepEqual(page.props.listing.missing, ['headline', 'bio', 'weekly_hours'])

    const profile = await MentorProfile.findByOrFail('userId', applicant.id)
    profile.merge({ headline: 'Former CFO, now angel investor', bio: BIO })
    await profile.save()
    await profile.related('industries').attach({ [industry.id]: { years: 5 } })
    await ScheduleEntry.create({
      mentorProfileId: profile.id,
      dayOfWeek: 2,
      startTime: '09:00',
      endTime: '10:00',
    })
    assert.deepEqual(await whereShown(client, applicant, industry.id), everywhere)
  })

  test('every combination of what is missing: shown everywhere exactly when nothing is', async ({
    client,
    assert,
  }) => {
    const industry = await givenIndustry(`Combinations ${Date.now()}`)
    for (let mask = 0; mask < 1 << LISTING_REQUIREMENTS.length; mask++) {
      const missing = LISTING_REQUIREMENTS.filter((_, index) => mask & (1 << index))
      const lacks = (one: ListingRequirement) => missing.includes(one)
      const { user, profile } = await givenMentor({
        lastName: `Combo${mask}x${Date.now()}`,
        industries: [{ industry, years: 5 }],
        weeklyHours: !lacks('weekly_hours'),
      })
      if (lacks('password')) await User.query().where('id', user.id).update({ password: null })
      // An empty text counts as missing, as no text does.
      if (lacks('headline')) profile.headline = mask % 2 ? '' : null
      if (lacks('bio')) profile.bio = mask % 3 ? null : ''
      await profile.save()

      const shown = await whereShown(client, user, industry.id)
      assert.deepEqual(shown, missing.length ? nowhere : everywhere, `missing ${missing}`)
      const settings = await client.get('/settings/profile/mentor').loginAs(user)
      assert.deepEqual(pageFrom(settings.text()).props.listing.missing, missing)
    }
  })
})
