import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { joinMemberTimeZone } from '#accounts/index'
import { givenUser } from '#tests/helpers/users'

/*
| A member's time zone as another module reads it on a hot path (a mentor's
| slots, a booking): joined into that module's own query, one statement.
*/

test.group('Accounts | member time zone', () => {
  test('joinMemberTimeZone adds the zone of the member a column names', async ({ assert }) => {
    const lisbon = await givenUser({ timezone: 'Europe/Lisbon' })
    const tokyo = await givenUser({ timezone: 'Asia/Tokyo' })
    // Another module's query: here a plain list of member ids.
    const asked = () =>
      db
        .from(
          db
            .from('users')
            .whereIn('id', [lisbon.id, tokyo.id])
            .select('id as member_id')
            .as('asked')
        )
        .select('asked.member_id')
        .orderBy('asked.member_id')

    const rows = await joinMemberTimeZone(asked(), { on: 'asked.member_id' })
    assert.deepEqual(
      rows.map((row) => [row.member_id, row.timezone]),
      [
        [lisbon.id, 'Europe/Lisbon'],
        [tokyo.id, 'Asia/Tokyo'],
      ]
    )

    const named = await joinMemberTimeZone(asked(), { on: 'asked.member_id', as: 'mentor_zone' })
    assert.deepEqual(
      named.map((row) => row.mentor_zone),
      ['Europe/Lisbon', 'Asia/Tokyo']
    )
  })
})
