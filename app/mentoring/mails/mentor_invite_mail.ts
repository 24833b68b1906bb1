import env from '#start/env'
import mail from '@adonisjs/mail/services/main'
import { APP_NAME } from '#business/app'
import { MENTOR_INVITE_RULES } from '#business/accounts'
import type { User } from '#accounts/index'
import { LocalizedMail } from '#core/mails/localized_mail'

/**
 * An operator's invitation to a new mentor, in the mentor's language
 * (resources/lang/<locale>/mentor_onboarding.json, templates
 * resources/views/emails/mentor_invite*.edge): the link to choose a password.
 */
export class MentorInviteMail extends LocalizedMail {
  protected template = 'mentor_invite'
  protected translationKey = 'invite'

  constructor(
    readonly user: User,
    readonly url: string
  ) {
    super({ email: user.email, name: user.fullName, locale: user.locale })
  }

  t(key: string, data?: Record<string, unknown>) {
    return this.i18n.t(`mentor_onboarding.${this.translationKey}.${key}`, {
      brand: APP_NAME,
      days: MENTOR_INVITE_RULES.linkDays,
      ...data,
    })
  }

  protected templateData(): Record<string, unknown> {
    return {
      greetingName: this.user.firstName,
      url: this.url,
      days: MENTOR_INVITE_RULES.linkDays,
      teamEmail: env.get('TEAM_EMAIL') || env.get('MAIL_FROM_ADDRESS'),
    }
  }
}

export async function sendMentorInviteEmail(user: User, url: string) {
  await mail.sendLater(new MentorInviteMail(user, url))
}
