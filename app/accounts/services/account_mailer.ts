import mail from '@adonisjs/mail/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import type User from '#accounts/models/user'

/**
 * The accounts module's e-mails, queued (sendLater) and written in the
 * recipient's locale. First version: plain text; the templated version
 * replaces the bodies, keeping these signatures.
 */
function translator(user: User) {
  return i18nManager.locale(user.locale ?? 'en')
}

async function queue(user: User, subject: string, text: string) {
  await mail.sendLater((message) => {
    message.to(user.email, user.fullName).subject(subject).text(text)
  })
}

export async function sendVerificationEmail(user: User, verifyUrl: string) {
  const t = translator(user)
  await queue(
    user,
    t.t('emails.verification.subject'),
    `${t.t('emails.verification.intro')}\n\n${verifyUrl}`
  )
}

export async function sendPasswordResetEmail(user: User, resetUrl: string) {
  const t = translator(user)
  await queue(
    user,
    t.t('emails.passwordReset.subject'),
    `${t.t('emails.passwordReset.intro')}\n\n${resetUrl}`
  )
}

export async function sendWelcomeEmail(user: User) {
  const t = translator(user)
  await queue(user, t.t('emails.welcome.subject'), t.t('emails.welcome.intro'))
}

export async function sendPasswordChangedEmail(user: User) {
  const t = translator(user)
  await queue(user, t.t('emails.passwordChanged.subject'), t.t('emails.passwordChanged.intro'))
}
