import { urlFor } from '@adonisjs/core/services/url_builder'
import { APP_NAME } from '#business/app'
import { RESPONSIVENESS_RULES, type PauseReason } from '#business/responsiveness'
import { LocalizedMail, absoluteUrl, type MailRecipient } from '#core/mails/localized_mail'

/**
 * A mentor was paused: why, what it means, and the one click that brings
 * them back (their mentor settings, whose banner has the button). Texts:
 * resources/lang/<locale>/mentor_pause_emails.json.
 */
export class MentorPausedMail extends LocalizedMail {
  protected template = 'mentor_paused'
  protected translationKey = 'paused'

  constructor(
    readonly mentor: MailRecipient & { firstName?: string | null },
    readonly reason: PauseReason
  ) {
    super(mentor)
  }

  t(key: string, data?: Record<string, unknown>) {
    return this.i18n.t(`mentor_pause_emails.${this.translationKey}.${key}`, {
      brand: APP_NAME,
      expiries: RESPONSIVENESS_RULES.pauseAfterExpiriesInARow,
      noShows: RESPONSIVENESS_RULES.pauseAfterNoShows,
      days: RESPONSIVENESS_RULES.noShowWindowDays,
      ...data,
    })
  }

  protected templateData(): Record<string, unknown> {
    return {
      greetingName: this.mentor.firstName ?? '',
      texts: {
        preheader: this.t('preheader'),
        heading: this.t('heading'),
        why: this.t(`why.${this.reason}`),
        meaning: this.t('meaning'),
        comeBack: this.t('comeBack'),
        action: this.t('action'),
        reason: this.t('reason'),
      },
      url: absoluteUrl(urlFor('mentoring.settings.mentorProfile')),
    }
  }
}
