import { BaseTransformer } from '@adonisjs/core/transformers'
import type MentorApplication from '#mentoring/models/mentor_application'

/**
 * A member's mentor application as they see it: the "Become a mentor" page's latest one
 * (`Data.Mentoring.MentorApplication`) and POST /api/mentor-applications' answer. A rejection's
 * reason shows only while the application stands rejected.
 */
export default class MentorApplicationTransformer extends BaseTransformer<MentorApplication> {
  toObject() {
    const application = this.resource
    return {
      ...this.pick(application, ['id', 'status', 'basis', 'motivation', 'profileUrl']),
      links: application.links ? application.links.split('\n').filter(Boolean) : [],
      rejectionReason: application.status === 'rejected' ? application.rejectionReason : null,
      createdAt: application.createdAt.toISO(),
      reviewedAt: application.reviewedAt?.toISO() ?? null,
    }
  }
}
