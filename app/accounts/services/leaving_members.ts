import type User from '#accounts/models/user'
import { port } from '#core/port'

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
