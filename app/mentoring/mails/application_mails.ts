import env from '#start/env'
import mail from '@adonisjs/mail/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { APP_NAME } from '#business/app'
import type { User } from '#accounts/index'
import type MentorApplication from '#mentoring/models/mentor_application'
import { LocalizedMail, absoluteUrl, type MailRecipient } from '#core/mails/localized_mail'

/**
 * The outcome of an application to become a mentor, in the applicant's
 * language (resources/lang/<locale>/application_emails.json, templates
 * resources/views/emails/mentor_application_*.edge). Rendered here and
 * queued like every other mail.
 */
abstract class ApplicationMail extends LocalizedMail {
  abstract readonly url: string

  constructor(
    readonly recipient: MailRecipient & { greetingName?: string | null },
    readonly application: MentorApplication
  ) {
    super(recipient)
  }

  /** This module's texts live in their own namespace, not in emails.json. */
  t(key: string, data?: Record<string, unknown>) {
    return this.i18n.t(`application_emails.${this.translationKey}.${key}`, {
      brand: APP_NAME,
      ...data,
    })
  }

  protected templateData(): Record<string, unknown> {
    return {
      greetingName: this.recipient.greetingName ?? '',
      url: this.url,
      teamEmail: env.get('TEAM_EMAIL') || env.get('MAIL_FROM_ADDRESS'),
    }
  }
}

/** Approved: welcome as a mentor, and the way to the mentor profile settings. */
export class ApplicationApprovedMail extends ApplicationMail {
  protected template = 'mentor_application_approved'
  protected translationKey = 'approved'
  readonly url = absoluteUrl(urlFor('mentoring.settings.mentorProfile'))
}

/** Rejected: the admin's reason, and that a new application is possible. */
export class ApplicationRejectedMail extends ApplicationMail {
  protected template = 'mentor_application_rejected'
  protected translationKey = 'rejected'
  readonly url = absoluteUrl(urlFor('mentoring.applications.show'))

  protected templateData() {
    return { ...super.templateData(), reason: this.application.rejectionReason ?? '' }
  }
}

function recipientOf(user: User) {
  return {
    email: user.email,
    name: user.fullName,
    locale: user.locale,
    greetingName: user.firstName,
  }
}

export async function sendApplicationApprovedEmail(user: User, application: MentorApplication) {
  await mail.sendLater(new ApplicationApprovedMail(recipientOf(user), application))
}

export async function sendApplicationRejectedEmail(user: User, application: MentorApplication) {
  await mail.sendLater(new ApplicationRejectedMail(recipientOf(user), application))
}
