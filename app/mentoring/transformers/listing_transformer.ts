import { BaseTransformer } from '@adonisjs/core/transformers'
import type { listingOf } from '#mentoring/services/mentor_profile_settings'

type Listing = Awaited<ReturnType<typeof listingOf>>

/** Where a mentor's profile stands in the list, and what is missing (`Data.Mentoring.Listing`). */
export default class ListingTransformer extends BaseTransformer<Listing> {
  toObject() {
    return this.pick(this.resource, ['status', 'missing'])
  }
}
