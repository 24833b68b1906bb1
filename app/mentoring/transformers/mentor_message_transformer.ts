import { BaseTransformer } from '@adonisjs/core/transformers'
import type MentorMessage from '#mentoring/models/mentor_message'

/**
 * A message sent to a mentor, as its sender learns of it (POST /api/mentors/:id/messages): never
 * the text or either address, only that it was stored and when it went out.
 */
export default class MentorMessageTransformer extends BaseTransformer<MentorMessage> {
  toObject() {
    return {
      id: this.resource.id,
      sentAt: this.resource.sentAt?.toISO() ?? null,
    }
  }
}
