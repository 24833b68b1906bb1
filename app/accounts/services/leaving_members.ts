import type User from '#accounts/models/user'
import { port } from '#core/port'
import type { PaidPlan } from '#business/pricing'

/**
 * What a member who leaves (suspended or deleted by an admin) leaves behind elsewhere: their
 * upcoming sessions, scheduling's to cancel. Scheduling depends on accounts, so it provides
 * this when the app starts. `by` is the acting admin.
 */
type LeavingMemberEffects = (user: User, by: User) => Promise<unknown>

const leavingMembers = port<LeavingMemberEffects>('Leaving member effects')

export const settleLeavingMembersWith = leavingMembers.provide

export function settleLeavingMember(user: User, by: User) {
  return leavingMembers.get()(user, by)
}

/**
 * What deleting a member's account would end elsewhere, as the deletion's explanation tells it
 * (their plan, their upcoming sessions). Billing and scheduling know; each tells its part when
 * the app starts.
 */
export type LeavingOutlook = {
  /** The plan of the subscription that would stop at once, or null without one. */
  activePlan?: PaidPlan | null
  /** Sessions still to happen, which would be cancelled with the other party told. */
  upcomingSessions?: number
}

const outlooks: Array<(userId: number) => Promise<LeavingOutlook>> = []

export function tellLeavingOutlookWith(part: (userId: number) => Promise<LeavingOutlook>) {
  outlooks.push(part)
}

export async function leavingOutlookOf(userId: number) {
  const parts = await Promise.all(outlooks.map((part) => part(userId)))
  return Object.assign(
    { activePlan: null, upcomingSessions: 0 },
    ...parts
  ) as Required<LeavingOutlook>
}
