import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Entitlement } from '#business/sessions'
import type { BookingRefusal } from '#scheduling/services/entitlements'

/** What pays for the booking, or why nothing does, and when PRO's call with this mentor returns. */
export type BookingCoverage = {
  entitlement: Entitlement | null
  refusal: BookingRefusal | null
  nextMonth: { bookableFrom: string; firstAvailableAt: string | null } | null
}

/** The booking page's notice (`Data.Scheduling.BookingCoverage`). */
export default class BookingCoverageTransformer extends BaseTransformer<BookingCoverage> {
  toObject() {
    return this.pick(this.resource, ['entitlement', 'refusal', 'nextMonth'])
  }
}
