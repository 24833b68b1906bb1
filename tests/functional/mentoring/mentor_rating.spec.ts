import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { joinMentorRating } from '#mentoring/index'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'

/*
| A mentor's rating as another module's query reads it (the console's
| busiest mentors): joined in, one statement, null for a member without a
| mentor profile.
*/

test.group('Mentoring | mentor rating', () => {
  test('joinMentorRating adds the rating of the mentor a column names, null without a profile', async ({
    assert,
  }) => {
    const { user: rated } = await givenMentor({ rating: 4.5 })
    const member = await givenUser()
    // Another module's rows: here a plain list of member ids.
    const asked = () =>
      db
        .from(
          db
            .from('users')
            .whereIn('id', [rated.id, member.id])
            .select('id as member_id')
            .as('asked')
        )
        .select('asked.member_id')
        .orderBy('asked.member_id')
    const ratingOf = (value: unknown) => (value === null ? null : Number(value))

    const rows = await joinMentorRating(asked(), { on: 'asked.member_id' })
    assert.deepEqual(
      rows.map((row) => [row.member_id, ratingOf(row.rating)]),
      [
        [rated.id, 4.5],
        [member.id, null],
      ]
    )

    const named = await joinMentorRating(asked(), { on: 'asked.member_id', as: 'stars' })
    assert.deepEqual(
      named.map((row) => ratingOf(row.stars)),
      [4.5, null]
    )
  })
})
