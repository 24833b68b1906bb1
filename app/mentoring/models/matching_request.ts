import { MatchingRequestSchema } from '#database/schema'
import type { MatchingRequestStatus } from '#business/matching'

/** A PRO member's request for personalised matching by the team, handled by admins. */
export default class MatchingRequest extends MatchingRequestSchema {
  declare status: MatchingRequestStatus
}
