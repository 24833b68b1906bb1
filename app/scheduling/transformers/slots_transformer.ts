import { BaseTransformer } from '@adonisjs/core/transformers'
import type { BookableSlots } from '#scheduling/services/slot_cache'
import type { VisibleSlots } from '#scheduling/services/slot_holds'

/**
 * A mentor's bookable times and how to read them (their zone, the length of a session, whether
 * their calendar could be read): GET /api/mentors/:id/slots for a booking and
 * GET /api/sessions/:id/slots for a reschedule answer through it. `heldForYou`: the slot the
 * waiting line holds for the viewer (one of `data`), and until when; null for everyone else.
 */
export default class SlotsTransformer extends BaseTransformer<
  BookableSlots & Partial<Pick<VisibleSlots, 'heldForYou'>>
> {
  toObject() {
    return {
      data: this.resource.items.map((slot) => this.pick(slot, ['startsAt', 'endsAt'])),
      ...this.pick(this.resource, ['mentorTimeZone', 'durationMinutes', 'calendarUnavailable']),
      heldForYou: this.resource.heldForYou ?? null,
    }
  }
}
