import { DomainError } from '#core/errors'

/** The expected failures of checkout, plan changes and refunds, in billing's words. */
export type BillingFailure =
  /** Stripe is not configured or refused, has no price for the plan, or nothing was paid to refund. */
  | 'payment_failed'
  /** Stripe declined the card. */
  | 'card_declined'
  /** A Stripe webhook without a valid signature (nothing is stored). */
  | 'bad_webhook_signature'
  /** A Pro feature asked for without the Pro plan. */
  | 'pro_only'
  | 'already_subscribed'
  | 'checkout_not_found'
  | 'no_subscription'
  | 'not_cancellable'
  | 'not_resumable'
  | 'not_changeable'
  | 'same_plan'
  /** The member's refund is refused: `data.reason`, a RefundBlock. */
  | 'refund_refused'
  /** Nothing left to pay back: `data.reason`, refunded already, never paid or under way. */
  | 'nothing_to_refund'
  /** An admin's refund of a renewal must say so. */
  | 'renewal_not_confirmed'

export class BillingError extends DomainError<BillingFailure> {}
