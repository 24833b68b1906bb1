import type { EdgeAnswer } from '#core/errors'
import type { BillingError } from '#billing/errors'

/** How the HTTP edge answers billing's expected failures (registered by the billing provider). */
export function billingAnswer(error: BillingError): EdgeAnswer {
  switch (error.reason) {
    case 'payment_failed':
      return { errorCode: 'PAYMENT_ERROR', messageKey: 'billing.errors.payment' }
    case 'card_declined':
      return { errorCode: 'PAYMENT_METHOD_ERROR', messageKey: 'billing.errors.payment' }
    case 'bad_webhook_signature':
      return {
        errorCode: 'VALIDATION_ERROR',
        messageKey: 'billing.errors.webhookSignature',
        status: 400,
      }
    case 'pro_only':
      return { errorCode: 'FORBIDDEN', messageKey: 'pro_features.errors.proOnly' }
    case 'already_subscribed':
      return { errorCode: 'DUPLICATE_RECORD', messageKey: 'billing.errors.alreadySubscribed' }
    case 'checkout_not_found':
      return { errorCode: 'NOT_FOUND', messageKey: 'billing.errors.notFound' }
    case 'no_subscription':
      return { errorCode: 'NOT_FOUND', messageKey: 'billing.errors.noSubscription' }
    case 'not_cancellable':
      return { errorCode: 'CONFLICT', messageKey: 'billing.errors.notCancellable' }
    case 'not_resumable':
      return { errorCode: 'CONFLICT', messageKey: 'billing.errors.notResumable' }
    case 'not_changeable':
      return { errorCode: 'CONFLICT', messageKey: 'billing.errors.notChangeable' }
    case 'same_plan':
      return { errorCode: 'VALIDATION_ERROR', messageKey: 'billing.errors.samePlan' }
    case 'refund_refused':
      return { errorCode: 'FORBIDDEN', messageKey: `billing.errors.refund.${error.data.reason}` }
    case 'nothing_to_refund':
      return {
        errorCode: 'DUPLICATE_RECORD',
        messageKey: `billing.errors.refund.${error.data.reason}`,
      }
    case 'renewal_not_confirmed':
      return {
        errorCode: 'VALIDATION_ERROR',
        messageKey: 'billing.errors.refund.renewal_confirmation',
        errors: { confirmRenewal: ['billing.errors.refund.renewal_confirmation'] },
      }
  }
}
