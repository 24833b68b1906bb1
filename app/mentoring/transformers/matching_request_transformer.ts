import { BaseTransformer } from '@adonisjs/core/transformers'
import type MatchingRequest from '#mentoring/models/matching_request'

/** A PRO member's request for personalised matching, as POST /api/matching/requests answers it. */
export default class MatchingRequestTransformer extends BaseTransformer<MatchingRequest> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'status']),
      createdAt: this.resource.createdAt.toISO(),
    }
  }
}
