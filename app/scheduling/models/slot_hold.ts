import { SlotHoldSchema } from '#database/schema'
import type { SlotHoldStatus } from '#business/sessions'

/**
 * A freed slot kept for the mentee at the head of a mentor's waiting line until `expiresAt`
 * (services/waiting_line.ts); `sessionId` once they booked it.
 */
export default class SlotHold extends SlotHoldSchema {
  declare status: SlotHoldStatus
}
