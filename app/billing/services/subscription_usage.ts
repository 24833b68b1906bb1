/**
 * Whether a subscription paid for a session yet (a refund is refused once it has). Sessions
 * are scheduling's, and scheduling depends on billing, so scheduling provides the answer
 * when the app starts rather than billing importing it.
 */
type BookedWith = (subscriptionId: number) => Promise<boolean>

let bookedWith: BookedWith | null = null

export function tellSubscriptionUseWith(lookup: BookedWith) {
  bookedWith = lookup
}

export function hasPaidForASession(subscriptionId: number): Promise<boolean> {
  if (!bookedWith) throw new Error('No subscription use: the scheduling provider did not start')
  return bookedWith(subscriptionId)
}
