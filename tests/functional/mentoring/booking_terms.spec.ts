import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import {
  bookableMentorQuery,
  bookingTermsOf,
  bookingTermsOfRow,
  mentorRefOf,
} from '#mentoring/index'
import { givenMentor } from '#tests/helpers/mentors'

/*
| A mentor's booking terms as scheduling reads them: the slot engine's
| settings of the profile and the mentor's time zone, in one statement (alone,
| or with the listed mentor a booking names).
*/

test.group('Mentoring | booking terms', () => {
  test('bookingTermsOf gives the terms and the time zone of each profile found', async ({
    assert,
  }) => {
    const capped = await givenMentor({ timezone: 'America/New_York', sessionDuration: 45 })
    capped.profile.merge({
      bufferBeforeMinutes: 10,
      bufferAfterMinutes: 15,
      maxSessionsPerMonth: 4,
    })
    await capped.profile.save()
    const open = await givenMentor({ timezone: 'Asia/Tokyo', active: false })

    const terms = await bookingTermsOf([capped.profile.id, open.profile.id, 2_000_000_000])
    const byProfile = new Map(terms.map((entry) => [entry.profileId, entry]))

    assert.lengthOf(terms, 2)
    assert.deepEqual(byProfile.get(capped.profile.id), {
      profileId: capped.profile.id,
      userId: capped.user.id,
      timeZone: 'America/New_York',
      durationMinutes: 45,
      bufferBeforeMinutes: 10,
      bufferAfterMinutes: 15,
      maxSessionsPerMonth: 4,
    })
    // Listed or not: an inactive profile still has its terms.
    assert.equal(byProfile.get(open.profile.id)?.timeZone, 'Asia/Tokyo')
    assert.isNull(byProfile.get(open.profile.id)?.maxSessionsPerMonth)
    assert.deepEqual(await bookingTermsOf([]), [])
  })

  test('bookingTermsOf reads inside the transaction it is given', async ({ assert }) => {
    const { profile } = await givenMentor({ sessionDuration: 60 })
    await db.transaction(async (trx) => {
      await trx
        .from('mentor_profiles')
        .where('id', profile.id)
        .update({ session_duration_minutes: 90 })
      const [terms] = await bookingTermsOf([profile.id], trx)
      assert.equal(terms.durationMinutes, 90)
    })
  })

  test('bookableMentorQuery finds a listed mentor with their terms, and no one else', async ({
    assert,
  }) => {
    const { user, profile } = await givenMentor({ timezone: 'Europe/Lisbon', sessionDuration: 30 })
    const hidden = await givenMentor({ approved: false })

    const [row] = await bookableMentorQuery(String(user.id))!
    assert.deepEqual(mentorRefOf(row), { userId: user.id, profileId: profile.id, slug: null })
    assert.include(bookingTermsOfRow(row), {
      profileId: profile.id,
      userId: user.id,
      timeZone: 'Europe/Lisbon',
      durationMinutes: 30,
    })

    // A subquery another module joins its own tables to.
    const [wrapped] = await db
      .from(bookableMentorQuery(String(user.id))!.as('mentor'))
      .select('mentor.*')
    assert.equal(bookingTermsOfRow(wrapped).timeZone, 'Europe/Lisbon')

    assert.lengthOf(await bookableMentorQuery(String(hidden.user.id))!, 0)
    assert.isNull(bookableMentorQuery('0'))
  })
})
