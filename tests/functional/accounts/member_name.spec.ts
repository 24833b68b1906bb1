import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { joinMemberName, memberNameColumns } from '#accounts/index'
import { givenUser } from '#tests/helpers/users'

/*
| A member's name as another module's list shows it (the console's sessions,
| payments, referrals...): joined into that module's own query, which may
| filter and sort on the joined columns without naming accounts' table.
*/

test.group('Accounts | member name', () => {
  test('joinMemberName adds the name of the member a column names, and more when asked', async ({
    assert,
  }) => {
    const ada = await givenUser({ firstName: 'Ada', lastName: 'Lovelace', locale: 'it' })
    const other = await givenUser({ firstName: 'Bob', lastName: 'Other' })
    // Another module's rows: one names Ada, the other a member who is gone (a null id).
    const asked = () =>
      db
        .from(
          db
            .from('users')
            .whereIn('id', [ada.id, other.id])
            .select('id as row_id', db.raw('nullif(id, ?) as member_id', [other.id]))
            .as('asked')
        )
        .select('asked.row_id')
        .orderBy('asked.row_id')

    const joined = await joinMemberName(asked(), { on: 'asked.member_id', as: 'mentor' })
    assert.deepEqual(joined, [
      { row_id: ada.id, mentor_first_name: 'Ada', mentor_last_name: 'Lovelace' },
    ])

    const kept = await joinMemberName(asked(), {
      on: 'asked.member_id',
      as: 'party',
      optional: true,
      also: ['email', 'locale'],
    })
    assert.deepEqual(kept, [
      {
        row_id: ada.id,
        party_first_name: 'Ada',
        party_last_name: 'Lovelace',
        party_email: ada.email,
        party_locale: 'it',
      },
      {
        row_id: other.id,
        party_first_name: null,
        party_last_name: null,
        party_email: null,
        party_locale: null,
      },
    ])
  })

  test('memberNameColumns names the joined columns for filters and sorts', async ({ assert }) => {
    const first = await givenUser({ firstName: 'Zed', lastName: 'Alpha' })
    const second = await givenUser({ firstName: 'Amy', lastName: 'Zulu' })
    const columns = memberNameColumns('buyer')
    const asked = () =>
      joinMemberName(
        db
          .from(
            db
              .from('users')
              .whereIn('id', [first.id, second.id])
              .select('id as member_id')
              .as('asked')
          )
          .select('asked.member_id'),
        { on: 'asked.member_id', as: 'buyer' }
      )

    const byFirstName = await asked().orderBy(columns.firstName)
    assert.deepEqual(
      byFirstName.map((row) => row.member_id),
      [second.id, first.id]
    )
    const byLastName = await asked().orderBy(columns.lastName)
    assert.deepEqual(
      byLastName.map((row) => row.member_id),
      [first.id, second.id]
    )
    const byEmail = await asked().where(columns.email, second.email)
    assert.deepEqual(
      byEmail.map((row) => row.buyer_first_name),
      ['Amy']
    )
  })
})
