import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Serialises bookings per user, in both databases, for the rest of the
 * transaction: upserting a user's `booking_guards` row takes a row lock in
 * PostgreSQL (a second booking of the same mentor or mentee waits for the
 * first to commit, then reads what it wrote), and in SQLite the first write
 * of a transaction takes the database's write lock at once, so no other
 * process can slip a booking in between the re-check and the insert. A
 * mentor's schedule changes take the mentor's guard too (schedule_settings).
 *
 * Rows are locked in ascending user id, whoever is mentor or mentee, so two
 * transactions never wait on each other in a cycle: one statement for all of
 * them (one round trip under the lock), whose rows PostgreSQL locks in the
 * order they are listed.
 */
export async function lockBookingGuards(trx: TransactionClientContract, userIds: number[]) {
  const ids = [...new Set(userIds)].sort((a, b) => a - b)
  await trx
    .knexQuery()
    .table('booking_guards')
    .insert(ids.map((userId) => ({ user_id: userId, version: 1 })))
    .onConflict('user_id')
    .merge({ version: trx.knexRawQuery('booking_guards.version + 1') })
}
