import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { bookingsByDay, busiestMentors } from '#scheduling/index'
import { toDbInstant } from '#database/columns'
import { givenMentor } from '#tests/helpers/mentors'
import { givenSession } from '#tests/helpers/sessions'
import { givenUser } from '#tests/helpers/users'

/*
| Scheduling's figures on the console's overview, over whole UTC days (a
| future May nobody else writes in).
*/

const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })
const MAY = { from: at('2032-05-01'), to: at('2032-05-03') }

test.group('Scheduling | figures of the console', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('busiestMentors: most sessions of the range first, then by id; cancelled ones, other days and gone mentors left out', async ({
    assert,
  }) => {
    const { user: ada } = await givenMentor({ firstName: 'Ada', lastName: 'Busy', rating: 4.8 })
    const { user: bob } = await givenMentor({ firstName: 'Bob', lastName: 'Tied' })
    const { user: cy } = await givenMentor({ firstName: 'Cy', lastName: 'Tied' })
    const { user: gone } = await givenMentor({ firstName: 'Gone', lastName: 'Away' })
    const mentee = await givenUser()
    await givenSession(ada, mentee, { startsAt: at('2032-05-01T00:00:00Z') })
    await givenSession(ada, mentee, { startsAt: at('2032-05-03T23:00:00Z'), status: 'completed' })
    await givenSession(ada, mentee, { startsAt: at('2032-05-02T09:00:00Z'), status: 'cancelled' })
    await givenSession(ada, mentee, { startsAt: at('2032-05-04T00:00:00Z') })
    await givenSession(cy, mentee, { startsAt: at('2032-05-02T09:00:00Z') })
    await givenSession(bob, mentee, { startsAt: at('2032-05-02T10:00:00Z') })
    for (const hour of [9, 11, 13]) {
      await givenSession(gone, mentee, { startsAt: at('2032-05-01T00:00:00Z').set({ hour }) })
    }
    // Their sessions stay, with no mentor (a former member).
    await gone.delete()

    assert.deepEqual(await busiestMentors(MAY, 5), [
      { userId: ada.id, firstName: 'Ada', lastName: 'Busy', sessions: 2, rating: 4.8 },
      { userId: bob.id, firstName: 'Bob', lastName: 'Tied', sessions: 1, rating: 0 },
      { userId: cy.id, firstName: 'Cy', lastName: 'Tied', sessions: 1, rating: 0 },
    ])
    const topTwo = await busiestMentors(MAY, 2)
    assert.deepEqual(
      topTwo.map((mentor) => mentor.userId),
      [ada.id, bob.id]
    )
  })

  test('bookingsByDay: sessions booked on each day of the range, whenever they take place', async ({
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    const mentee = await givenUser()
    const booked = async (createdAt: string) => {
      const session = await givenSession(mentor, mentee, {
        startsAt: at(createdAt).plus({ days: 20 }),
      })
      await db
        .from('mentoring_sessions')
        .where('id', session.id)
        .update({ created_at: toDbInstant(at(createdAt)) })
    }
    await booked('2032-05-01T00:00:00Z')
    await booked('2032-05-03T12:00:00Z')
    await booked('2032-05-03T23:59:59Z')
    await booked('2032-05-04T00:00:00Z')

    assert.deepEqual(
      [...(await bookingsByDay(MAY))],
      [
        ['2032-05-01', 1],
        ['2032-05-02', 0],
        ['2032-05-03', 2],
      ]
    )
  })
})
