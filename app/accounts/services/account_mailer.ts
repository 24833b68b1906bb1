import { urlFor } from '@adonisjs/core/services/url_builder'
import env from '#start/env'
import mail from '@adonisjs/mail/services/main'
import type User from '#accounts/models/user'
import type { DateTime } from 'luxon'
import { ACCOUNT_RULES, DATA_EXPORT_RULES } from '#business/accounts'
import { LocalizedMail, absoluteUrl, type MailRecipient } from '#core/mails/localized_mail'

/**
 * The accounts module's e-mails: templated (resources/views/emails), in the
 * recipient's language (user.locale), HTML with a plain-text alternative,
 * links absolute on APP_URL. They are rendered here and queued (sendLater),
 * so a request never waits on the mail server and an outage only delays them.
 */

type AccountRecipient = MailRecipient & { greetingName?: string | null }

function recipientOf(user: User): AccountRecipient {
  return {
    email: user.email,
    name: user.fullName,
    locale: user.locale,
    greetingName: user.firstName,
  }
}

function teamEmail() {
  return env.get('TEAM_EMAIL') || env.get('MAIL_FROM_ADDRESS')
}

abstract class AccountMail extends LocalizedMail {
  /** The link the mail's button opens (absolute). */
  abstract readonly url: string

  constructor(readonly recipient: AccountRecipient) {
    super(recipient)
  }

  protected templateData(): Record<string, unknown> {
    return {
      greetingName: this.recipient.greetingName ?? '',
      url: this.url,
      teamEmail: teamEmail(),
    }
  }
}

/** "Confirm your e-mail address": the signed verification link. */
export class VerificationMail extends AccountMail {
  protected template = 'verification'
  protected translationKey = 'verification'
  readonly url: string

  constructor(recipient: AccountRecipient, verifyUrl: string) {
    super(recipient)
    this.url = absoluteUrl(verifyUrl)
  }

  protected templateData() {
    return { ...super.templateData(), hours: ACCOUNT_RULES.verificationTokenHours }
  }
}

/** "Reset your password": the signed reset link. */
export class PasswordResetMail extends AccountMail {
  protected template = 'password_reset'
  protected translationKey = 'passwordReset'
  readonly url: string

  constructor(recipient: AccountRecipient, resetUrl: string) {
    super(recipient)
    this.url = absoluteUrl(resetUrl)
  }

  protected templateData() {
    return { ...super.templateData(), hours: ACCOUNT_RULES.passwordResetTokenHours }
  }
}

/** Sent once the e-mail address is verified: first steps, link to the mentors. */
export class WelcomeMail extends AccountMail {
  protected template = 'welcome'
  protected translationKey = 'welcome'
  readonly url = absoluteUrl(urlFor('mentoring.mentors'))
}

/** Security notice after a password change, with the way back if it was not them. */
export class PasswordChangedMail extends AccountMail {
  protected template = 'password_changed'
  protected translationKey = 'passwordChanged'
  readonly url = absoluteUrl(urlFor('accounts.forgotPassword'))
}

/** "Your data is ready to download": the signed link to the member's archive. */
export class DataExportReadyMail extends AccountMail {
  protected template = 'data_export_ready'
  protected translationKey = 'dataExportReady'
  readonly url: string

  constructor(
    recipient: AccountRecipient,
    downloadUrl: string,
    readonly expiresAt: DateTime,
    readonly timeZone: string
  ) {
    super(recipient)
    this.url = absoluteUrl(downloadUrl)
  }

  protected templateData() {
    const expiresOn = this.i18n.formatDate(this.expiresAt.toJSDate(), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: this.timeZone,
    })
    return { ...super.templateData(), days: DATA_EXPORT_RULES.linkDays, expiresOn }
  }
}

export async function sendVerificationEmail(user: User, verifyUrl: string) {
  await mail.sendLater(new VerificationMail(recipientOf(user), verifyUrl))
}

export async function sendPasswordResetEmail(user: User, resetUrl: string) {
  await mail.sendLater(new PasswordResetMail(recipientOf(user), resetUrl))
}

export async function sendWelcomeEmail(user: User) {
  await mail.sendLater(new WelcomeMail(recipientOf(user)))
}

export async function sendPasswordChangedEmail(user: User) {
  await mail.sendLater(new PasswordChangedMail(recipientOf(user)))
}

export async function sendDataExportReadyEmail(
  user: User,
  downloadUrl: string,
  expiresAt: DateTime
) {
  await mail.sendLater(
    new DataExportReadyMail(recipientOf(user), downloadUrl, expiresAt, user.timezone)
  )
}
