import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#accounts/models/user'
import type MentorProfile from '#mentoring/models/mentor_profile'
import ScheduleEntry from '#scheduling/models/schedule_entry'
import ScheduleException from '#scheduling/models/schedule_exception'
import { mentorSlots } from '#scheduling/services/booking'
import { bookableSlots, slotStampOf } from '#scheduling/services/slot_cache'
import { givenUser } from '#tests/helpers/users'
import { givenBookableMentor, givenSession } from '#tests/helpers/sessions'

/**
 * The slots endpoint answers from slots remembered per mentor under the
 * mentor's slot token. Whatever writes a mentor's sessions, schedule or
 * settings (here straight to the database, as any code path might), the next
 * answer must equal a fresh computation by the engine.
 */
async function servedStarts(client: ApiClient, mentor: User) {
  const response = await client.get(`/api/mentors/${mentor.id}/slots`)
  response.assertStatus(200)
  return (response.body().data as { startsAt: string }[]).map((slot) => slot.startsAt)
}

async function engineStarts(mentor: User, profile: MentorProfile) {
  const list = await mentorSlots({ userId: mentor.id, profileId: profile.id })
  return list.slots.map((slot) => slot.start.toISO())
}

async function tokenOf(mentor: User) {
  const row = await db.from('slot_versions').where('mentor_user_id', mentor.id).first()
  return row?.token as string | undefined
}

test.group('Slots | remembered per mentor', () => {
  test('every kind of write that changes the slots changes the answer at once', async ({
    client,
    assert,
  }) => {
    const { user: mentor, profile } = await givenBookableMentor()
    const check = async (what: string) => {
      // Twice: the first may compute, the second is answered from memory.
      await servedStarts(client, mentor)
      assert.deepEqual(
        await servedStarts(client, mentor),
        await engineStarts(mentor, profile),
        what
      )
    }
    await check('initial')
    const initial = await servedStarts(client, mentor)

    const taken = DateTime.fromISO(initial[3])
    const session = await givenSession(mentor, await givenUser(), { startsAt: taken })
    await check('a session booked')
    assert.notInclude(await servedStarts(client, mentor), initial[3])

    await db.from('mentoring_sessions').where('id', session.id).update({ status: 'cancelled' })
    await check('the session cancelled')
    assert.include(await servedStarts(client, mentor), initial[3])

    await db
      .from('mentoring_sessions')
      .where('id', session.id)
      .update({ status: 'confirmed', starts_at: taken.plus({ days: 1 }).toJSDate() })
    await check('the session moved and live again')

    await db.from('mentoring_sessions').where('id', session.id).delete()
    await check('the session deleted')

    await ScheduleEntry.query().where('mentorProfileId', profile.id).where('dayOfWeek', 3).delete()
    await check('a weekly range removed')
    await db
      .from('schedule_entries')
      .where('mentor_profile_id', profile.id)
      .update({ end_time: '12:00' })
    await check('the weekly ranges shortened')

    const exception = await ScheduleException.create({
      mentorProfileId: profile.id,
      date: DateTime.fromISO(initial[0]).setZone('Europe/Rome').startOf('day'),
      availableStart: null,
      availableEnd: null,
    })
    await check('a day off')
    await db.from('schedule_exceptions').where('id', exception.id).delete()
    await check('the day off removed')

    profile.sessionDurationMinutes = 90
    profile.bufferAfterMinutes = 30
    await profile.save()
    await check('duration and buffer changed')

    mentor.timezone = 'America/New_York'
    await mentor.save()
    await check('the mentor moved to another time zone')
  })

  test("a write to another mentor leaves this mentor's token alone", async ({ assert }) => {
    const { user: one } = await givenBookableMentor()
    const { user: other } = await givenBookableMentor()
    const before = await tokenOf(one)
    assert.isString(before)
    await givenSession(other, await givenUser())
    assert.equal(await tokenOf(one), before)
    await givenSession(one, await givenUser())
    assert.notEqual(await tokenOf(one), before)
  })

  test('slots remembered a few minutes ago, cut to a later now, equal the engine at that now', async ({
    assert,
  }) => {
    const { user: mentor, profile } = await givenBookableMentor({ timezone: 'Asia/Kolkata' })
    const ref = { userId: mentor.id, profileId: profile.id }
    // Five minutes before a half hour: the slot at that half hour leaves the notice window.
    const earlier = DateTime.utc().startOf('hour').plus({ minutes: 25 })
    const window = (now: DateTime) => ({ now, from: now, until: now.plus({ days: 56 }) })
    const stamp = await slotStampOf(String(mentor.id))
    await bookableSlots(stamp!, window(earlier))
    for (const minutes of [1, 7, 9]) {
      const later = earlier.plus({ minutes })
      const served = await bookableSlots(stamp!, window(later))
      const engine = await mentorSlots(ref, { now: later })
      assert.deepEqual(
        served!.items.map((item) => item.startsAt),
        engine.slots.map((slot) => slot.start.toISO()),
        `${minutes} minutes later`
      )
    }
  })
})
