import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type MentorProfile from '#mentoring/models/mentor_profile'
import { recordNextAvailable, staleNextAvailable } from '#mentoring/index'
import { givenMentor } from '#tests/helpers/mentors'

/*
| The catalogue's next free slot of a mentor: scheduling computes it from its
| schedules, bookings and calendars, mentoring stores it and says which ones
| are stale.
*/

test.group('Mentoring | next available', () => {
  test('recordNextAvailable stores each profile its own slot, or none, in one statement', async ({
    assert,
  }) => {
    const first = await givenMentor()
    const second = await givenMentor()
    const none = await givenMentor({ nextAvailableAt: DateTime.utc().plus({ days: 1 }) })
    const computedAt = DateTime.fromISO('2031-01-02T03:04:05Z', { zone: 'utc' })
    const soon = DateTime.fromISO('2031-01-05T09:00:00Z', { zone: 'utc' })
    const later = DateTime.fromISO('2031-01-07T14:30:00Z', { zone: 'utc' })

    const statements: string[] = []
    const knex = (db.connection().getWriteClient() as any).client
    const listen = (query: { sql: string }) => statements.push(query.sql)
    knex.on('query', listen)
    try {
      await recordNextAvailable(
        [
          { profileId: first.profile.id, next: soon },
          { profileId: second.profile.id, next: later },
          { profileId: none.profile.id, next: null },
        ],
        computedAt
      )
    } finally {
      knex.off('query', listen)
    }
    assert.lengthOf(statements, 1)

    const stored = async (profile: MentorProfile) => {
      await profile.refresh()
      return {
        next: profile.nextAvailableAt?.toMillis() ?? null,
        computed: profile.availabilityComputedAt?.toMillis(),
      }
    }
    assert.deepEqual(await stored(first.profile), {
      next: soon.toMillis(),
      computed: computedAt.toMillis(),
    })
    assert.deepEqual(await stored(second.profile), {
      next: later.toMillis(),
      computed: computedAt.toMillis(),
    })
    assert.deepEqual(await stored(none.profile), { next: null, computed: computedAt.toMillis() })

    // One slot for all of them (the booking's single profile), inside a transaction.
    await db.transaction((trx) =>
      recordNextAvailable([{ profileId: first.profile.id, next: later }], computedAt, trx)
    )
    const again = await stored(first.profile)
    assert.equal(again.next, later.toMillis())
    await recordNextAvailable([], computedAt)
  })

  test('staleNextAvailable names profiles never computed, computed too long ago or whose slot has come too near', async ({
    assert,
  }) => {
    const now = DateTime.utc()
    const bounds = { computedBefore: now.minus({ hours: 1 }), slotBefore: now.plus({ hours: 48 }) }
    const never = await givenMentor()
    const fresh = await givenMentor({ nextAvailableAt: now.plus({ days: 5 }) })
    const near = await givenMentor({ nextAvailableAt: now.plus({ hours: 2 }) })
    const old = await givenMentor({ nextAvailableAt: now.plus({ days: 5 }) })
    old.profile.availabilityComputedAt = now.minus({ hours: 2 })
    await old.profile.save()
    const inactive = await givenMentor({ active: false })

    const listed = await staleNextAvailable(bounds)
    assert.includeMembers(listed, [never.profile.id, near.profile.id, old.profile.id])
    assert.notInclude(listed, fresh.profile.id)
    assert.notInclude(listed, inactive.profile.id)

    const asked = await staleNextAvailable({
      ...bounds,
      onlyIds: [inactive.profile.id, fresh.profile.id],
    })
    assert.deepEqual(asked, [inactive.profile.id])
  })
})
