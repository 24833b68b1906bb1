import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { joinMembers, memberColumn, memberColumns, whereActiveMentorAccount } from '#accounts/index'
import { givenMentor } from '#tests/helpers/mentors'

/*
| Members inside another module's query (accounts' query fragments): the caller names the
| column holding the member's id and the alias, and reads the fields under its own names.
*/

test.group('Accounts | members in another module’s query', () => {
  test('joined on the caller’s column, each field read under the name the caller gave it', async ({
    assert,
  }) => {
    const { user, profile } = await givenMentor({ firstName: 'Giulia', lastName: 'Rossi' })
    user.slug = `giulia-rossi-${user.id}`
    user.profileImage = `/uploads/profile-images/${user.id}/picture.webp`
    await user.save()

    const row = await joinMembers(db.from('mentor_profiles as p'), { on: 'p.user_id', as: 'who' })
      .where('p.id', profile.id)
      .where(memberColumn('who', 'email'), user.email)
      .select(
        'p.id as profile_id',
        ...memberColumns('who', {
          given: 'firstName',
          family: 'lastName',
          address: 'email',
          slug: 'slug',
          picture: 'profileImage',
          zone: 'timezone',
          language: 'locale',
          account_status: 'status',
          account_role: 'role',
        })
      )
      .firstOrFail()

    assert.deepEqual(row, {
      profile_id: profile.id,
      given: 'Giulia',
      family: 'Rossi',
      address: user.email,
      slug: user.slug,
      picture: user.profileImage,
      zone: 'Europe/Rome',
      language: 'en',
      account_status: 'active',
      account_role: 'MENTOR',
    })
  })

  test('members sort and filter by a field the caller names', async ({ assert }) => {
    const mentors = await Promise.all(
      ['Zeta', 'Alfa', 'Mike'].map((lastName) => givenMentor({ lastName: `${lastName}Sorted` }))
    )
    const ids = mentors.map(({ profile }) => profile.id)
    const rows = await joinMembers(db.from('mentor_profiles as p'), { on: 'p.user_id', as: 'm' })
      .whereIn('p.id', ids)
      .whereNot(memberColumn('m', 'lastName'), 'MikeSorted')
      .orderBy(memberColumn('m', 'lastName'))
      .select(memberColumns('m', { last_name: 'lastName' }))
    assert.deepEqual(
      rows.map((row) => row.last_name),
      ['AlfaSorted', 'ZetaSorted']
    )
  })

  test('an active MENTOR account with a password only: not suspended, not another role, not an invited mentor yet to choose one', async ({
    assert,
  }) => {
    const ready = await givenMentor()
    const suspended = await givenMentor({ status: 'suspended' })
    const student = await givenMentor()
    student.user.role = 'STUDENT'
    await student.user.save()
    const invited = await givenMentor()
    await db.from('users').where('id', invited.user.id).update({ password: null })

    const all = [ready, suspended, student, invited].map(({ profile }) => profile.id)
    const rows = await whereActiveMentorAccount(
      joinMembers(db.from('mentor_profiles as p'), { on: 'p.user_id', as: 'm' }),
      'm'
    )
      .whereIn('p.id', all)
      .select('p.id')
    assert.deepEqual(
      rows.map((row) => row.id),
      [ready.profile.id]
    )
  })
})
