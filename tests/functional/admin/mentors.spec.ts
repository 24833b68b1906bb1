import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#accounts/models/user'
import AuditLog from '#core/models/audit_log'
import MentorProfile from '#mentoring/models/mentor_profile'
import ScheduleEntry from '#scheduling/models/schedule_entry'
import { givenUser } from '#tests/helpers/users'
import { givenIndustry, givenMentor, givenSkill } from '#tests/helpers/mentors'
import { MailCapture } from '#tests/helpers/mail_capture'

const API = '/api/admin/mentors'

test.group('Admin REST | mentors', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a list of mentors with skills, industries and schedule; filters by skill and activity', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const pricing = await givenSkill('Pricing strategy')
    const fintech = await givenIndustry('Payments')
    const { user: anna, profile } = await givenMentor({
      firstName: 'Annabel',
      weeklyHours: false,
      skills: [pricing],
      industries: [{ industry: fintech, years: 4 }],
    })
    await ScheduleEntry.create({
      mentorProfileId: profile.id,
      dayOfWeek: 2,
      startTime: '09:00',
      endTime: '12:00',
    })
    await givenMentor({ firstName: 'Bruno', active: false })
    await givenUser({ firstName: 'Annabel', role: 'STUDENT' })

    const bySkill = await client
      .get(API)
      .qs({ filter: JSON.stringify({ skillIds: pricing.id }) })
      .loginAs(admin)
    bySkill.assertStatus(200)
    assert.equal(bySkill.header('content-range'), 'mentors 0-0/1')
    const [record] = bySkill.body()
    assert.equal(record.id, anna.id)
    assert.deepEqual(record.skillIds, [pricing.id])
    assert.deepEqual(record.industryIds, [fintech.id])
    assert.deepEqual(record.schedule, [{ dayOfWeek: 2, startTime: '09:00', endTime: '12:00' }])
    assert.isTrue(record.isActive)

    const inactive = await client
      .get(API)
      .qs({ filter: '{"isActive":false,"q":"bruno"}', sort: '["rating","DESC"]' })
      .loginAs(admin)
    assert.deepEqual(
      inactive.body().map((m: any) => m.firstName),
      ['Bruno']
    )
    // Only mentors: the mentee called Annabel is not one.
    const annabels = await client.get(API).qs({ filter: '{"q":"annabel"}' }).loginAs(admin)
    assert.lengthOf(annabels.body(), 1)

    const badSort = await client.get(API).qs({ sort: '["bio","ASC"]' }).loginAs(admin)
    badSort.assertStatus(422)
  })

  test('editing saves profile, skills, industries and the weekly schedule; audited', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const skill = await givenSkill('Hiring')
    const industry = await givenIndustry('Retail', 'Commerce')
    const { user } = await givenMentor()
    const response = await client
      .put(`${API}/${user.id}`)
      .json({
        id: user.id,
        rating: 5,
        firstName: 'Giada',
        headline: 'Scaling retail brands across Europe',
        sessionDurationMinutes: 45,
        bufferAfterMinutes: 15,
        maxSessionsPerMonth: 6,
        isActive: false,
        skillIds: [skill.id],
        industryIds: [industry.id],
        schedule: [
          { dayOfWeek: 1, startTime: '09:00', endTime: '13:00' },
          { dayOfWeek: 3, startTime: '14:00', endTime: '18:00' },
        ],
      })
      .loginAs(admin)
      .withCsrfToken()
    response.assertStatus(200)
    const record = response.body()
    assert.equal(record.firstName, 'Giada')
    assert.equal(record.sessionDurationMinutes, 45)
    assert.equal(record.maxSessionsPerMonth, 6)
    assert.isFalse(record.isActive)
    assert.equal(record.rating, 0, 'read-only fields are ignored')
    assert.deepEqual(record.skillIds, [skill.id])
    assert.deepEqual(record.industryIds, [industry.id])
    assert.lengthOf(record.schedule, 2)
    const entry = await AuditLog.query().where('action', 'mentor.update').firstOrFail()
    assert.equal(entry.actorUserId, admin.id)
    assert.equal((entry.before as any).firstName, 'Mentor')
    assert.equal((entry.after as any).firstName, 'Giada')
  })

  test('a bad schedule, unknown skills or a bad duration change nothing', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const { user, profile } = await givenMentor({
      headline: 'Unchanged headline',
      weeklyHours: false,
    })
    const overlap = await client
      .put(`${API}/${user.id}`)
      .json({
        headline: 'Changed',
        schedule: [
          { dayOfWeek: 1, startTime: '09:00', endTime: '13:00' },
          { dayOfWeek: 1, startTime: '12:00', endTime: '15:00' },
        ],
      })
      .loginAs(admin)
      .withCsrfToken()
    overlap.assertStatus(422)
    assert.equal(overlap.body().errorCode, 'VALIDATION_ERROR')
    assert.isTrue(Object.keys(overlap.body().errors).some((key) => key.startsWith('schedule')))

    // The day is `dayOfWeek`, as on Settings > Schedule; the errors name the console's fields.
    for (const entry of [{ dayOfWeek: 9 }, { weekday: 3 }]) {
      const badDay = await client
        .put(`${API}/${user.id}`)
        .json({
          headline: 'Changed',
          schedule: [
            { dayOfWeek: 2, startTime: '09:00', endTime: '10:00' },
            { ...entry, startTime: '09:00', endTime: '10:00' },
          ],
        })
        .loginAs(admin)
        .withCsrfToken()
      badDay.assertStatus(422)
      assert.deepEqual(Object.keys(badDay.body().errors), ['schedule.1.dayOfWeek'])
    }

    const unknown = await client
      .put(`${API}/${user.id}`)
      .json({ headline: 'Changed', skillIds: [987654], sessionDurationMinutes: 50 })
      .loginAs(admin)
      .withCsrfToken()
    unknown.assertStatus(422)
    assert.properties(unknown.body().errors, ['sessionDurationMinutes'])

    const missing = await client
      .put(`${API}/${user.id}`)
      .json({ headline: 'Changed', skillIds: [987654] })
      .loginAs(admin)
      .withCsrfToken()
    missing.assertStatus(422)
    assert.deepEqual(missing.body().errors.skillIds, ['Choose skills from the list.'])

    await profile.refresh()
    assert.equal(profile.headline, 'Unchanged headline')
    assert.lengthOf(await ScheduleEntry.query().where('mentorProfileId', profile.id), 0)
  })

  test('creating a mentor invites them: MENTOR account, listed profile, set-password e-mail', async ({
    client,
    assert,
  }) => {
    const mails = new MailCapture()
    const admin = await givenUser({ role: 'ADMIN' })
    const skill = await givenSkill('Go-to-market')
    const email = `new.mentor.${Date.now()}@example.test`
    const response = await client
      .post(API)
      .json({
        email,
        firstName: 'Lucia',
        lastName: 'Ferri',
        locale: 'it',
        timezone: 'Europe/Rome',
        headline: 'Go-to-market for B2B SaaS',
        yearsOfExperience: 14,
        skillIds: [skill.id],
        schedule: [{ dayOfWeek: 4, startTime: '10:00', endTime: '12:00' }],
      })
      .loginAs(admin)
      .withCsrfToken()
    response.assertStatus(200)
    const user = await User.findByOrFail('email', email)
    assert.equal(response.body().id, user.id)
    assert.equal(user.role, 'MENTOR')
    assert.isNull(user.password)
    const profile = await MentorProfile.findByOrFail('userId', user.id)
    assert.isTrue(profile.isApproved)
    assert.deepEqual(response.body().skillIds, [skill.id])
    assert.deepEqual(response.body().schedule, [
      { dayOfWeek: 4, startTime: '10:00', endTime: '12:00' },
    ])
    assert.match(
      mails.linkTo(email, '/recover-password/'),
      /^\/recover-password\/[\w-]{43}\?signature=/
    )

    const again = await client
      .post(API)
      .json({ email, firstName: 'Lucia', lastName: 'Ferri' })
      .loginAs(admin)
      .withCsrfToken()
    again.assertStatus(409)
    assert.equal(again.body().errorCode, 'DUPLICATE_RECORD')
    assert.lengthOf(mails.queuedTo(email), 1)
    mails.restore()
  })

  test('reference lists: skills and industries with getMany', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const one = await givenSkill('Negotiation zeta')
    const two = await givenSkill('Negotiation alpha')
    const many = await client
      .get('/api/admin/skills')
      .qs({ filter: JSON.stringify({ id: [one.id, two.id] }), sort: '["name","ASC"]' })
      .loginAs(admin)
    assert.deepEqual(
      many.body().map((s: any) => s.name),
      ['Negotiation alpha', 'Negotiation zeta']
    )
    const industry = await givenIndustry('Biotech', 'Health')
    const industries = await client
      .get('/api/admin/industries')
      .qs({ filter: '{"sector":"Health","q":"biot"}' })
      .loginAs(admin)
    assert.deepEqual(
      industries.body().map((i: any) => i.id),
      [industry.id]
    )
    const readOnly = await client
      .post('/api/admin/skills')
      .json({ name: 'x' })
      .loginAs(admin)
      .withCsrfToken()
    readOnly.assertStatus(404)
  })
})
