import emitter from '@adonisjs/core/services/emitter'
import type { InvoicePaid } from '#billing/index'
import { convertReferralOnPayment } from '#referrals/services/conversion'

/** A member's first payment converts their referral (idempotent: a repeated event adds nothing). */
export function convertReferralsOnPayment() {
  emitter.on('invoice:paid', ({ userId, paidAt, amountCents }: InvoicePaid) =>
    convertReferralOnPayment(userId, paidAt, amountCents).then(() => undefined)
  )
}
