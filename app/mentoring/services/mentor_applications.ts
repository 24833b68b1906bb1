import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import { promoteToMentor, userById, type User } from '#accounts/index'
import { DEFAULT_LOCALE } from '#business/app'
import type { MentorApplicationStatus } from '#business/accounts'
import { AppError } from '#core/errors'
import { isUniqueViolation } from '#database/errors'
import MentorApplication from '#mentoring/models/mentor_application'
import { audit, type AuditSource } from '#core/services/audit_log'
import { rejectApplicationValidator } from '#mentoring/validators/mentor_application'
import type { mentorApplicationValidator } from '#mentoring/validators/mentor_application'
import { mentoringMessages } from '#mentoring/services/validation_messages'
import { grantMentorProfile } from '#mentoring/services/mentor_onboarding'
import {
  sendApplicationApprovedEmail,
  sendApplicationRejectedEmail,
} from '#mentoring/mails/application_mails'

/*
| Becoming a mentor: a signed-in user applies (one application awaiting
| review at a time, enforced by a partial unique index), an admin approves
| (the user becomes a MENTOR with an approved, active profile) or rejects it
| with a reason. Both outcomes e-mail the applicant in their language.
*/

export type ApplicationInput = Infer<typeof mentorApplicationValidator>

const PENDING: MentorApplicationStatus = 'pending'

function pendingConflict() {
  return new AppError('DUPLICATE_RECORD', { messageKey: 'applications.errors.pending' })
}

/** The user's most recent application, if any (what the page shows). */
export function latestApplicationOf(user: User) {
  return MentorApplication.query()
    .where('userId', user.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .first()
}

/**
 * Files an application (who may is MentorApplicationPolicy's, authorised by
 * the caller). A second one while one awaits review answers
 * DUPLICATE_RECORD (409), including when two arrive at the same time: the
 * check gives the usual answer, the database index settles a race. The
 * insert is a single statement, so it needs no transaction of its own.
 */
export async function submitApplication(user: User, input: ApplicationInput) {
  const pending = await MentorApplication.query()
    .where('userId', user.id)
    .where('status', PENDING)
    .first()
  if (pending) throw pendingConflict()

  try {
    // In a transaction of its own (a savepoint inside an outer one), so a lost
    // race ends this insert only, not the caller's transaction (PostgreSQL).
    return await db.transaction((trx) =>
      MentorApplication.create(
        {
          userId: user.id,
          basis: input.basis,
          profileUrl: input.profileUrl,
          links: input.links?.length ? input.links.join('\n') : null,
          motivation: input.motivation,
          status: PENDING,
        },
        { client: trx }
      )
    )
  } catch (error) {
    if (isUniqueViolation(error)) throw pendingConflict()
    throw error
  }
}

function assertAdmin(admin: User) {
  if (admin.role !== 'ADMIN') {
    throw new AppError('FORBIDDEN')
  }
}

/**
 * Marks a pending application reviewed, once: the conditional update makes
 * a second (or concurrent) review of the same application change nothing.
 * Answers whether this call made the change.
 */
async function review(
  application: MentorApplication,
  status: Exclude<MentorApplicationStatus, 'pending'>,
  admin: User,
  trx: TransactionClientContract,
  rejectionReason: string | null = null
) {
  const now = DateTime.now()
  const changed = await trx
    .from('mentor_applications')
    .where('id', application.id)
    .where('status', PENDING)
    .update({
      status,
      rejection_reason: rejectionReason,
      reviewed_by_user_id: admin.id,
      reviewed_at: now.toJSDate(),
      updated_at: now.toJSDate(),
    })
  return Number(Array.isArray(changed) ? changed[0] : changed) > 0
}

/** The review's audit entry, in the review's transaction (who: the admin's request or an operator). */
function auditReview(
  source: AuditSource,
  applicationId: number,
  decision: 'approve' | 'reject',
  trx: TransactionClientContract,
  after: Record<string, unknown>
) {
  return audit(
    source,
    {
      action: `mentor_application.${decision}`,
      entityType: 'mentor_application',
      entityId: applicationId,
      before: { status: PENDING },
      after,
    },
    trx
  )
}

/** After a review that changed nothing: the same outcome is a no-op, another one a conflict. */
async function alreadyReviewed(
  application: MentorApplication,
  status: Exclude<MentorApplicationStatus, 'pending'>
) {
  await application.refresh()
  if (application.status !== status) {
    throw new AppError('DUPLICATE_RECORD', { messageKey: 'applications.errors.alreadyReviewed' })
  }
  return application
}

/**
 * Approves a pending application: in one transaction the application is
 * approved (reviewer and time), the applicant becomes a MENTOR (an admin
 * stays an admin) and gets an approved, active mentor profile if they have
 * none (an existing one is marked approved). The welcome e-mail is queued
 * after the commit. Approving an approved application again changes nothing
 * and sends nothing; approving a rejected one is a conflict.
 */
export async function approveApplication(
  application: MentorApplication,
  admin: User,
  options: { source?: AuditSource } = {}
) {
  assertAdmin(admin)
  const applicant = await db.transaction(async (trx) => {
    if (!(await review(application, 'approved', admin, trx))) return null
    const user = await promoteToMentor(application.userId, trx)
    await grantMentorProfile(user, trx)
    await auditReview(options.source ?? { actorId: admin.id }, application.id, 'approve', trx, {
      status: 'approved',
      reviewedByUserId: admin.id,
    })
    return user
  })
  if (!applicant) return alreadyReviewed(application, 'approved')

  await application.refresh()
  await sendApplicationApprovedEmail(applicant, application)
  return application
}

/**
 * Rejects a pending application with a reason (required: it is e-mailed to
 * the applicant). A missing or too long reason fails validation like a form
 * would, in `i18n`'s language (English by default). The applicant may apply
 * again afterwards.
 */
export async function rejectApplication(
  application: MentorApplication,
  admin: User,
  reason: string | null | undefined,
  options: { i18n?: I18n; source?: AuditSource } = {}
) {
  const i18n = options.i18n ?? i18nManager.locale(DEFAULT_LOCALE)
  const { reason: validReason } = await rejectApplicationValidator.validate(
    { reason: reason ?? '' },
    { messagesProvider: mentoringMessages(i18n, 'applications') }
  )
  assertAdmin(admin)
  const changed = await db.transaction(async (trx) => {
    if (!(await review(application, 'rejected', admin, trx, validReason))) return false
    await auditReview(options.source ?? { actorId: admin.id }, application.id, 'reject', trx, {
      status: 'rejected',
      rejectionReason: validReason,
      reviewedByUserId: admin.id,
    })
    return true
  })
  if (!changed) return alreadyReviewed(application, 'rejected')

  await application.refresh()
  const applicant = await userById(application.userId)
  if (!applicant) return application
  await sendApplicationRejectedEmail(applicant, application)
  return application
}

/** How many applications await review (the console's overview). */
export async function pendingApplicationCount(): Promise<number> {
  const row = await db
    .from('mentor_applications')
    .where('status', PENDING)
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}
