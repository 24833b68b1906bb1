import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { MENTOR_APPLICATION_BASES, MENTOR_APPLICATION_STATUSES } from '#business/accounts'
import { joinMembers, memberColumn, memberColumns } from '#accounts/index'
import MentorApplication from '#mentoring/models/mentor_application'
import { approveApplication, rejectApplication } from '#mentoring/services/mentor_applications'
import { auditSourceOf } from '#core/services/audit_log'
import {
  dateFilters,
  equalsFilter,
  searchFilter,
  type ResourceDefinition,
} from '#core/services/admin_resources'
import MentorApplicationTransformer, {
  consoleMentorApplicationSchema,
} from '#mentoring/transformers/console/mentor_application_transformer'

/*
| Mentor applications, reviewed from the admin console: approving makes the
| applicant a MENTOR with a profile, rejecting needs a reason; both e-mail
| the applicant (mentoring's services, mentor_applications.ts, do the work).
*/

/** The applicant is joined as `u` (accounts' joinMembers): the list searches their name and e-mail. */
function query() {
  return joinMembers(db.from('mentor_applications as a'), { on: 'a.user_id', as: 'u' }).select(
    'a.id',
    'a.user_id',
    'a.basis',
    'a.profile_url',
    'a.links',
    'a.motivation',
    'a.status',
    'a.rejection_reason',
    'a.reviewed_by_user_id',
    'a.reviewed_at',
    'a.created_at',
    ...memberColumns('u', {
      first_name: 'firstName',
      last_name: 'lastName',
      email: 'email',
      locale: 'locale',
    })
  )
}

/** Approve or reject; the mentoring module audits the review in its own transaction. */
async function review(ctx: HttpContext, id: number, decision: 'approve' | 'reject') {
  const application = await MentorApplication.findOrFail(id)
  const source = auditSourceOf(ctx)
  if (decision === 'approve') {
    await approveApplication(application, ctx.auth.user!, { source })
  } else {
    const reason = ctx.request.input('reason')
    await rejectApplication(application, ctx.auth.user!, typeof reason === 'string' ? reason : '', {
      i18n: ctx.i18n,
      source,
    })
  }
}

export const mentorApplications: ResourceDefinition = {
  name: 'mentor-applications',
  schema: consoleMentorApplicationSchema,
  transformer: MentorApplicationTransformer,
  query,
  idColumn: 'a.id',
  sortColumns: {
    id: 'a.id',
    status: 'a.status',
    reviewedAt: 'a.reviewed_at',
    createdAt: 'a.created_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: searchFilter(
      memberColumn('u', 'email'),
      memberColumn('u', 'firstName'),
      memberColumn('u', 'lastName')
    ),
    status: equalsFilter('a.status', 'string', MENTOR_APPLICATION_STATUSES),
    basis: equalsFilter('a.basis', 'string', MENTOR_APPLICATION_BASES),
    userId: equalsFilter('a.user_id', 'number'),
    ...dateFilters('createdAt', 'a.created_at'),
  },
  actions: {
    approve: (ctx, id) => review(ctx, id, 'approve'),
    reject: (ctx, id) => review(ctx, id, 'reject'),
  },
}
