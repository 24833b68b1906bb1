import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { toDbInstant } from '#database/columns'

/**
 * A mentor's next free slot as the catalogue shows it (and sorts and matches
 * by): scheduling computes it from its schedules, bookings and calendars, and
 * mentoring keeps it on the profile, with when it was computed.
 */

/** A profile's next free slot, as scheduling computed it (null: none within the horizon). */
export type NextAvailable = { profileId: number; next: DateTime | null }

/**
 * Stores these profiles' next free slots, computed at `computedAt`, in one
 * short statement (`client`: in that transaction). In PostgreSQL its row
 * triggers (the catalogue's availability token) fire once it holds every row
 * it updates: two concurrent refreshes wait for each other's rows, never one
 * for a row while holding the token's row the other waits for (a deadlock
 * when each wrote its rows one by one).
 */
export async function recordNextAvailable(
  entries: NextAvailable[],
  computedAt: DateTime,
  client: QueryClientContract = db.connection()
) {
  if (entries.length === 0) return
  const idsByNext = new Map<string | null, number[]>()
  for (const { profileId, next } of entries) {
    const key = next ? toDbInstant(next) : null
    const ids = idsByNext.get(key)
    if (ids) ids.push(profileId)
    else idsByNext.set(key, [profileId])
  }
  const ids = entries.map(({ profileId }) => profileId)
  const computed = toDbInstant(computedAt)
  if (idsByNext.size === 1) {
    const [next] = idsByNext.keys()
    await client
      .from('mentor_profiles')
      .whereIn('id', ids)
      .update({ next_available_at: next, availability_computed_at: computed })
    return
  }
  // PostgreSQL types a CASE of bare parameters as text.
  const instant = client.dialect.name === 'postgres' ? '::timestamptz' : ''
  const branches: string[] = []
  const bindings: (string | number)[] = []
  for (const [next, nextIds] of idsByNext) {
    branches.push(
      `when id in (${nextIds.map(() => '?').join(', ')}) then ${next ? '?' : 'null'}${instant}`
    )
    bindings.push(...nextIds, ...(next ? [next] : []))
  }
  await client
    .from('mentor_profiles')
    .whereIn('id', ids)
    .update({
      next_available_at: client.raw(`case ${branches.join(' ')} end`, bindings),
      availability_computed_at: computed,
    })
}

/**
 * Profiles whose stored next free slot may be wrong by now: never computed,
 * computed before `computedBefore`, or a slot before `slotBefore` (moved
 * inside the booking notice). Among `onlyIds`, else among approved, active
 * profiles.
 */
export async function staleNextAvailable(bounds: {
  computedBefore: DateTime
  slotBefore: DateTime
  onlyIds?: number[]
}): Promise<number[]> {
  const query = db
    .from('mentor_profiles')
    .where((builder) => {
      builder
        .whereNull('availability_computed_at')
        .orWhere('availability_computed_at', '<', toDbInstant(bounds.computedBefore))
        .orWhere('next_available_at', '<', toDbInstant(bounds.slotBefore))
    })
    .select('id')
  if (bounds.onlyIds) query.whereIn('id', bounds.onlyIds)
  else query.where('is_approved', true).where('is_active', true)
  const rows: { id: number }[] = await query
  return rows.map((row) => row.id)
}
