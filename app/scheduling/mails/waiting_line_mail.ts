import type { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { APP_NAME } from '#business/app'
import { WAITING_LINE_RULES } from '#business/sessions'
import { memberById, type Member } from '#accounts/index'
import { LocalizedMail, absoluteUrl } from '#core/mails/localized_mail'
import { formatInstant, formatSessionTime } from '#scheduling/mails/session_mails'

/** The slot held for a mentee: its time and until when it is theirs. */
export type HeldSlot = { start: DateTime; end: DateTime; expiresAt: DateTime }

/**
 * A slot freed with a mentor whose line the mentee waits in, held for them: its time and the
 * hold's end in the mentee's language and zone, and the link straight to booking it. Texts:
 * resources/lang/<locale>/waiting_line_emails.json.
 */
export class SlotHeldMail extends LocalizedMail {
  protected template = 'waiting_line_slot_held'
  protected translationKey = 'slotHeld'

  constructor(
    readonly mentee: Member,
    readonly mentor: Member,
    readonly held: HeldSlot
  ) {
    super({ email: mentee.email, name: mentee.fullName, locale: mentee.locale })
  }

  t(key: string, data?: Record<string, unknown>) {
    return this.i18n.t(`waiting_line_emails.${this.translationKey}.${key}`, {
      brand: APP_NAME,
      name: this.mentor.fullName,
      hours: WAITING_LINE_RULES.holdHours,
      when: formatSessionTime(this.held.start, this.held.end, this.mentee.timezone, this.locale),
      until: formatInstant(this.held.expiresAt, this.mentee.timezone, this.locale),
      ...data,
    })
  }

  /** The booking page with the held slot chosen. */
  get url() {
    return absoluteUrl(
      urlFor(
        'scheduling.book',
        { id: this.mentor.id },
        { qs: { slot: this.held.start.toUTC().toISO()! } }
      )
    )
  }

  protected templateData(): Record<string, unknown> {
    return {
      greetingName: this.mentee.firstName,
      texts: {
        preheader: this.t('preheader'),
        heading: this.t('heading'),
        intro: this.t('intro'),
        hold: this.t('hold'),
        after: this.t('after'),
        action: this.t('action'),
        reason: this.t('reason'),
      },
      url: this.url,
    }
  }
}

/**
 * E-mails the mentee the slot held for them. Never throws: the hold stands whatever the mail
 * does (the page shows it too); a mail that cannot be queued is logged.
 */
export async function sendSlotHeldMail(menteeId: number, mentorUserId: number, held: HeldSlot) {
  try {
    const [mentee, mentor] = await Promise.all([memberById(menteeId), memberById(mentorUserId)])
    if (!mentee || !mentor) return
    await mail.sendLater(new SlotHeldMail(mentee, mentor, held))
  } catch (error) {
    logger.error({ err: error, menteeId, mentorUserId }, 'the slot-held e-mail could not be queued')
  }
}
