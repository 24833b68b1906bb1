import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'

/*
| Free-session rewards as bookings spend them. A booking claims its reward in
| the booking's own transaction (the reward and the session stand or fall
| together); a cancellation that gives the credit back releases it in its own.
*/

/** The member's first processed free-session reward no session has used, or null. */
export async function unusedFreeSessionReward(client: QueryClientContract, userId: number) {
  const row = await client
    .from('rewards')
    .where('referrer_user_id', userId)
    .where('type', 'free_session')
    .where('status', 'processed')
    .whereNull('used_by_session_id')
    .orderBy('id', 'asc')
    .select('id')
    .first()
  return row ? Number(row.id) : null
}

/** Spends the reward on the session; false when another booking spent it first. */
export async function claimRewardForSession(
  trx: TransactionClientContract,
  rewardId: number,
  sessionId: number
) {
  const claimed = await trx
    .from('rewards')
    .where('id', rewardId)
    .whereNull('used_by_session_id')
    .update({ used_by_session_id: sessionId })
  return Number(claimed) === 1
}

/** The reward the session spent is the member's to use again. */
export async function releaseRewardOfSession(trx: TransactionClientContract, sessionId: number) {
  await trx
    .from('rewards')
    .where('used_by_session_id', sessionId)
    .update({ used_by_session_id: null })
}
