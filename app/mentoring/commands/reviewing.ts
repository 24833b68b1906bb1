import User from '#accounts/models/user'
import MentorApplication from '#mentoring/models/mentor_application'

/*
| What applications:approve and applications:reject share: the application
| by its id and the admin recorded as its reviewer. Problems come back as
| a sentence for the operator.
*/

export type ReviewSetup =
  { ok: true; application: MentorApplication; admin: User } | { ok: false; problem: string }

export async function reviewSetup(
  id: string,
  adminEmail: string | undefined
): Promise<ReviewSetup> {
  const applicationId = Number(id)
  if (!Number.isInteger(applicationId) || applicationId <= 0) {
    return { ok: false, problem: `"${id}" is not an application id (a positive whole number)` }
  }
  const application = await MentorApplication.find(applicationId)
  if (!application) return { ok: false, problem: `No mentor application #${applicationId}` }

  const admin = adminEmail
    ? await User.query().where('email', adminEmail.trim().toLowerCase()).first()
    : await User.query().where('role', 'ADMIN').orderBy('id').first()
  if (!admin) {
    return {
      ok: false,
      problem: adminEmail
        ? `No account with the e-mail ${adminEmail}`
        : 'No ADMIN account to record as the reviewer: create one first, or pass --admin=<email>',
    }
  }
  if (admin.role !== 'ADMIN') {
    return { ok: false, problem: `${admin.email} is not an ADMIN (role ${admin.role})` }
  }
  return { ok: true, application, admin }
}

/** An expected failure of a review, worded for the operator (English). */
export async function describeReviewFailure(error: unknown) {
  const { errors: vineErrors } = await import('@vinejs/vine')
  const { AppError } = await import('#core/errors')
  const { default: i18nManager } = await import('@adonisjs/i18n/services/main')
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    return (error.messages as { message: string }[]).map((one) => one.message).join('; ')
  }
  if (error instanceof AppError) {
    const i18n = i18nManager.locale('en')
    return error.messageKey ? i18n.t(error.messageKey, error.messageData) : error.message
  }
  return null
}
