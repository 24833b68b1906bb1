import type { BaseCommand } from '@adonisjs/core/ace'
import { adminForCommand, type User } from '#accounts/index'
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

  const admin = await adminForCommand(adminEmail)
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

/**
 * Runs one review for a command: finds the application and the reviewer,
 * reviews, and tells the operator what happened (an expected failure sets
 * exit code 1; a review that changed nothing says so).
 */
export async function runReview(
  command: BaseCommand,
  options: {
    id: string
    adminEmail: string | undefined
    decision: 'approved' | 'rejected'
    review: (application: MentorApplication, admin: User) => Promise<unknown>
    done: (application: MentorApplication, admin: User) => string
  }
) {
  const setup = await reviewSetup(options.id, options.adminEmail)
  if (!setup.ok) {
    command.logger.error(setup.problem)
    command.exitCode = 1
    return
  }
  const { application, admin } = setup
  const before = application.status
  try {
    await options.review(application, admin)
  } catch (error) {
    const problem = await describeReviewFailure(error)
    if (problem === null) throw error
    command.logger.error(`Application #${application.id} not ${options.decision}: ${problem}`)
    command.exitCode = 1
    return
  }
  if (before === application.status) {
    command.logger.info(
      `Application #${application.id} was already ${options.decision}: nothing changed`
    )
    return
  }
  command.logger.success(options.done(application, admin))
}
