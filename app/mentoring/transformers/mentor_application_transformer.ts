import { BaseTransformer } from '@adonisjs/core/transformers'
import type { applicationView } from '#mentoring/services/mentor_applications'

type ApplicationView = ReturnType<typeof applicationView>

/** A member's latest mentor application on the "Become a mentor" page (`Data.Mentoring.MentorApplication`). */
export default class MentorApplicationTransformer extends BaseTransformer<ApplicationView> {
  toObject() {
    const application = this.resource
    return {
      ...this.pick(application, ['id', 'status', 'basis', 'links', 'motivation']),
      profileUrl: application.profile_url,
      rejectionReason: application.rejection_reason,
      createdAt: application.created_at,
      reviewedAt: application.reviewed_at,
    }
  }
}
