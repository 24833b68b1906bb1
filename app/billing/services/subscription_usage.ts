import { port } from '#core/port'

/**
 * Whether a subscription paid for a session yet (a refund is refused once it has). Sessions
 * are scheduling's, and scheduling depends on billing, so scheduling provides the answer
 * when the app starts rather than billing importing it.
 */
const subscriptionUse = port<(subscriptionId: number) => Promise<boolean>>('Subscription use')

export const tellSubscriptionUseWith = subscriptionUse.provide

export function hasPaidForASession(subscriptionId: number): Promise<boolean> {
  return subscriptionUse.get()(subscriptionId)
}
