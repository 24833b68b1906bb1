import env from '#start/env'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import { isTimeZone } from '#accounts/index'
import { zoneLabel } from '#business/time_zones'
import { APP_NAME, type Locale } from '#business/app'
import { SESSION_RULES, type SessionTab } from '#business/sessions'
import { RESPONSIVENESS_RULES } from '#business/responsiveness'
import { OUTCOME_ANSWERS, OUTCOME_RULES } from '#business/outcomes'
import type { Member } from '#accounts/index'
import type { SimilarMentor } from '#mentoring/index'
import MentoringSession from '#scheduling/models/mentoring_session'
import RescheduleRequest from '#scheduling/models/reschedule_request'
import SessionNoShow from '#scheduling/models/session_no_show'
import { LocalizedMail, absoluteUrl, appUrl } from '#core/mails/localized_mail'
import { buildIcs, type IcsMethod, type IcsPartStat } from '#scheduling/services/ics'
import SessionMailJob from '#scheduling/jobs/session_mail_job'
import { changesUntil, outcomeAnswerLinks } from '#scheduling/services/session_outcomes'
import { partiesOfSession, type SessionParties } from '#scheduling/services/session_parties'
import { clockChangeNotices, otherPartyTime } from '#scheduling/mails/session_clocks'

/**
 * Session e-mails: each recipient gets the mail in their own language with
 * every time in their own zone (their account's), named.
 * Texts: resources/lang/<locale>/session_emails.json; templates:
 * resources/views/emails/session_*.edge. Where the session has a time to put
 * in a calendar, an iCalendar invitation goes with it (REQUEST, or CANCEL
 * once cancelled), always with the session's one UID.
 *
 * The notify* functions take ids, load the session fresh and are called after
 * the caller's transaction commits. They never throw: the action they report
 * has already happened; a mail that cannot be queued is logged.
 */

export type SessionMailKind =
  | 'bookingRequested'
  | 'confirmNudge'
  | 'confirmed'
  | 'cancelled'
  | 'autoCancelled'
  | 'partyLeft'
  | 'rescheduleRequested'
  | 'rescheduled'
  | 'reminder'
  | 'finalReminder'
  | 'feedbackRequest'
  | 'outcomeFollowUp'
  | 'noShowReported'
  | 'noShowDisputed'
  | 'noShowUpheld'
  | 'noShowDismissed'

type Preference =
  'emailBookings' | 'emailReminders' | 'emailFinalReminders' | 'emailOutcomeFollowUps'

type KindSettings = {
  template: string
  /** The user's e-mail preference that turns this mail off (settings › notifications). */
  preference: Preference
  /** The calendar method attached, or null for no invitation. */
  ics: IcsMethod | null
  /** The My Sessions tab the button opens. */
  tab: SessionTab
}

/** A no-show's report, dispute and outcome: one template, the texts per kind. */
const NO_SHOW_MAIL: KindSettings = {
  template: 'session_no_show',
  preference: 'emailBookings',
  ics: null,
  tab: 'completed',
}

/**
 * "Booking requests and confirmations" covers requests, confirmations,
 * reschedules and cancellations; the day-before reminder's setting covers it
 * and the nudge to leave feedback after the call; the last reminder (with
 * the join link) has its own, and so has the mentee's outcome follow-up.
 */
const KINDS: Record<SessionMailKind, KindSettings> = {
  bookingRequested: {
    template: 'session_booking_requested',
    preference: 'emailBookings',
    ics: 'REQUEST',
    tab: 'upcoming',
  },
  confirmNudge: {
    template: 'session_booking_requested',
    preference: 'emailBookings',
    ics: null,
    tab: 'upcoming',
  },
  confirmed: {
    template: 'session_confirmed',
    preference: 'emailBookings',
    ics: 'REQUEST',
    tab: 'upcoming',
  },
  cancelled: {
    template: 'session_cancelled',
    preference: 'emailBookings',
    ics: 'CANCEL',
    tab: 'cancelled',
  },
  autoCancelled: {
    template: 'session_cancelled',
    preference: 'emailBookings',
    ics: 'CANCEL',
    tab: 'cancelled',
  },
  partyLeft: {
    template: 'session_cancelled',
    preference: 'emailBookings',
    ics: 'CANCEL',
    tab: 'cancelled',
  },
  rescheduleRequested: {
    template: 'session_reschedule_requested',
    preference: 'emailBookings',
    ics: null,
    tab: 'upcoming',
  },
  rescheduled: {
    template: 'session_rescheduled',
    preference: 'emailBookings',
    ics: 'REQUEST',
    tab: 'upcoming',
  },
  reminder: {
    template: 'session_reminder',
    preference: 'emailReminders',
    ics: 'REQUEST',
    tab: 'upcoming',
  },
  finalReminder: {
    template: 'session_reminder',
    preference: 'emailFinalReminders',
    ics: 'REQUEST',
    tab: 'upcoming',
  },
  feedbackRequest: {
    template: 'session_feedback_request',
    preference: 'emailReminders',
    ics: null,
    tab: 'completed',
  },
  outcomeFollowUp: {
    template: 'session_outcome_follow_up',
    preference: 'emailOutcomeFollowUps',
    ics: null,
    tab: 'completed',
  },
  noShowReported: NO_SHOW_MAIL,
  noShowDisputed: NO_SHOW_MAIL,
  noShowUpheld: NO_SHOW_MAIL,
  noShowDismissed: NO_SHOW_MAIL,
}

type Party = 'mentor' | 'mentee'

/** A session with both parties read (null for a party whose account was deleted). */
export type LoadedSession = SessionParties & { session: MentoringSession }

/** Who a session mail is written to: a party, as a member (or the account they sign in with). */
export type SessionReader = Pick<
  Member,
  'id' | 'email' | 'fullName' | 'firstName' | 'locale' | 'timezone'
>

/** What a mail needs beyond the session and its recipient. */
export type SessionMailExtras = {
  /** The reschedule request being proposed (rescheduleRequested). */
  request?: RescheduleRequest | null
  /** Mentors like the one who left or let the request expire, offered to their mentee (partyLeft, autoCancelled). */
  similarMentors?: SimilarMentor[]
  /** The mentor's next free slots, offered to the mentee of an expired request (autoCancelled). */
  nextSlots?: DateTime[]
  /** The mentor's booking page (`?from=` a slot starts the list there). */
  bookingPath?: string
  /** The no-show the mail is about (noShow*). */
  noShow?: SessionNoShow | null
}

/** A zone luxon knows; users carry IANA names, anything else falls back to UTC. */
function validZone(zone: string | null | undefined) {
  return isTimeZone(zone) ? zone : 'UTC'
}

/**
 * A session's time as its reader sees it, in full, in the reader's language,
 * with the zone named as people say it: "Tuesday 24 November 2026,
 * 15:00–16:00, Rome time" or "martedì 24 novembre 2026, 15:00–16:00, ora di
 * Roma".
 */
export function formatSessionTime(start: DateTime, end: DateTime, zone: string, locale: Locale) {
  const name = validZone(zone)
  const from = start.setZone(name).setLocale(locale)
  const until = end.setZone(name).setLocale(locale)
  const untilText = from.hasSame(until, 'day')
    ? until.toFormat('HH:mm')
    : until.toFormat('cccc d LLLL yyyy, HH:mm')
  return `${from.toFormat('cccc d LLLL yyyy, HH:mm')}–${untilText}, ${zoneLabel(name, locale)}`
}

/** An instant as its reader sees it: "Tuesday 24 November 2026, 15:00, Rome time". */
export function formatInstant(instant: DateTime, zone: string, locale: Locale) {
  const name = validZone(zone)
  const local = instant.setZone(name).setLocale(locale)
  return `${local.toFormat('cccc d LLLL yyyy, HH:mm')}, ${zoneLabel(name, locale)}`
}

/** The host of APP_URL: the domain part of every session's calendar UID. */
function appHost() {
  try {
    return new URL(appUrl()).hostname || 'localhost'
  } catch {
    return 'localhost'
  }
}

/** The one calendar UID of a session, in every invitation and cancellation. */
export function sessionUid(sessionId: number) {
  return `session-${sessionId}@${appHost()}`
}

const SEQUENCE_EPOCH = DateTime.fromISO('2020-01-01T00:00:00Z').toSeconds()

/**
 * The invitation's SEQUENCE: seconds since 2020 of the session's last change
 * (it rises with each confirmation, move or cancellation and stays a 32-bit
 * integer for decades).
 */
export function sessionSequence(session: MentoringSession) {
  const instants = [
    session.updatedAt,
    session.createdAt,
    session.cancelledAt,
    session.mentorConfirmedAt,
    session.menteeConfirmedAt,
  ].filter((value): value is DateTime => DateTime.isDateTime(value) && value.isValid)
  const latest = Math.max(...instants.map((value) => value.toSeconds()), SEQUENCE_EPOCH)
  return Math.floor(latest - SEQUENCE_EPOCH)
}

/** A link the mails may show as one: only http(s), never `javascript:` and the like. */
function safeLink(link: string | null | undefined) {
  return link && /^https?:\/\/[^\s]+$/i.test(link.trim()) ? link.trim() : null
}

/** The dashboard's sessions page (absolute), open on one of its tabs. */
function sessionsUrl(tab: SessionTab) {
  return absoluteUrl(urlFor('scheduling.sessions', undefined, { qs: { tab } }))
}

function partyOf(session: MentoringSession, user: SessionReader): Party {
  return user.id === session.mentorUserId ? 'mentor' : 'mentee'
}

/** One line of the session's details block (label and value, with an optional link). */
type DetailRow = { label: string; value: string; href?: string | null }

/**
 * One session e-mail to one party. The subject and texts come from
 * `session_emails.<kind>`; `vars` (the other party's name, the times in the
 * recipient's zone...) fill them in, in the subject as in the templates.
 */
export class SessionMail extends LocalizedMail {
  protected template: string
  protected translationKey: string

  readonly session: MentoringSession
  readonly parties: SessionParties
  readonly role: Party
  /** The other party; null once their account is deleted (named "former member"). */
  readonly other: Member | null
  readonly zone: string
  readonly vars: Record<string, unknown>

  constructor(
    readonly kind: SessionMailKind,
    loaded: LoadedSession,
    readonly user: SessionReader,
    readonly extras: SessionMailExtras = {}
  ) {
    super({ email: user.email, name: user.fullName, locale: user.locale })
    const { session, ...parties } = loaded
    this.session = session
    this.parties = parties
    this.template = KINDS[kind].template
    this.translationKey = kind
    this.role = partyOf(session, user)
    this.other = this.role === 'mentor' ? parties.mentee : parties.mentor
    this.zone = validZone(user.timezone || (this.role === 'mentee' ? session.menteeTimezone : null))
    const request = extras.request
    this.vars = {
      brand: APP_NAME,
      name: this.otherName,
      firstName: this.other?.firstName ?? this.otherName,
      when: this.format(session.startsAt, session.endsAt),
      newWhen: request ? this.format(request.newStartsAt, request.newEndsAt) : '',
      hours: SESSION_RULES.autoCancelUnconfirmedHours,
      nudgeHours: RESPONSIVENESS_RULES.nudgeAfterHours,
      minutes: session.durationMinutes,
      joinMinutes: SESSION_RULES.joinOpensMinutesBefore,
      finalHours: SESSION_RULES.finalReminderHoursBefore,
      disputeHours: SESSION_RULES.noShowDisputeHours,
      followUpDays: OUTCOME_RULES.followUpAfterDays,
      changeDays: OUTCOME_RULES.changeDays,
      changesUntil:
        kind === 'outcomeFollowUp'
          ? formatInstant(
              changesUntil(session.outcomeRequestedAt ?? DateTime.utc()),
              this.zone,
              this.locale
            )
          : '',
      disputeUntil: extras.noShow
        ? formatInstant(
            extras.noShow.reportedAt.plus({ hours: SESSION_RULES.noShowDisputeHours }),
            this.zone,
            this.locale
          )
        : '',
    }
  }

  /** The other party's zone (their account's); null once they are gone. */
  get otherZone() {
    if (!this.other) return null
    const menteeZone = this.role === 'mentor' ? this.session.menteeTimezone : null
    return validZone(this.other.timezone || menteeZone)
  }

  /**
   * A time in the reader's zone, followed by the other party's when their
   * clock differs: "…, 15:00–16:00, Rome time (09:00–10:00, New York time for Ada)".
   */
  formatForBoth(start: DateTime, end: DateTime) {
    const mine = this.format(start, end)
    const zone = this.otherZone
    const theirs = zone && otherPartyTime(start, end, this.zone, zone, this.locale)
    if (!theirs || !this.other) return mine
    return `${mine} ${this.common('otherTime', { time: theirs, name: this.other.firstName })}`
  }

  /**
   * The daylight-saving changes in either party's zone between the booking
   * and the session (the proposed time too), said where the session is still
   * to happen: the times shown already take them into account.
   */
  clockChangeRows(): DetailRow[] {
    const ended = [
      'cancelled',
      'autoCancelled',
      'partyLeft',
      'feedbackRequest',
      'outcomeFollowUp',
    ].includes(this.kind)
    if (ended) return []
    const proposed = this.kind === 'rescheduleRequested' ? this.extras.request?.newStartsAt : null
    const until = proposed && proposed > this.session.startsAt ? proposed : this.session.startsAt
    const zones = [this.zone, this.otherZone].filter((zone) => zone !== null)
    return clockChangeNotices(this.session.createdAt, until, zones, this.locale).map((notice) => ({
      label: this.common('labels.clockChange'),
      value: this.common('clockChange', { date: notice.date, city: notice.city }),
    }))
  }

  get otherName() {
    return this.other?.fullName ?? this.i18n.t('common.formerMember')
  }

  format(start: DateTime, end: DateTime) {
    return formatSessionTime(start, end, this.zone, this.locale)
  }

  /** A text of this mail's group, e.g. `this.t('subject')`, with the mail's values. */
  t(key: string, data?: Record<string, unknown>) {
    return this.i18n.t(`session_emails.${this.translationKey}.${key}`, { ...this.vars, ...data })
  }

  /** A shared text (labels, tool names...). */
  common(key: string, data?: Record<string, unknown>) {
    return this.i18n.t(`session_emails.${key}`, { ...this.vars, ...data })
  }

  get url() {
    return sessionsUrl(KINDS[this.kind].tab)
  }

  /** Who cancelled, as the recipient reads it. */
  get cancelledBy(): 'self' | 'other' | 'admin' | 'system' {
    const by = this.session.cancelledByUserId
    if (by === null || by === undefined) return 'system'
    if (by === this.user.id) return 'self'
    if (by === this.other?.id) return 'other'
    return 'admin'
  }

  /** The key of the opening paragraph (some mails say it differently per party or canceller). */
  get introKey() {
    if (this.kind === 'cancelled') {
      return { self: 'introBySelf', other: 'introByOther', admin: 'introByAdmin' }[
        this.cancelledBy as 'self' | 'other' | 'admin'
      ]
    }
    if (this.kind === 'autoCancelled') {
      return this.role === 'mentor' ? 'introMentor' : 'introMentee'
    }
    if (this.kind === 'noShowUpheld' || this.kind === 'noShowDismissed') {
      const noShow = this.extras.noShow
      const absent = noShow?.absentParty === this.role ? 'introAbsent' : 'introReporter'
      return noShow?.decidedAt ? `${absent}ByAdmin` : absent
    }
    return 'intro'
  }

  /** The session's details, labelled in the recipient's language. */
  details(): DetailRow[] {
    const session = this.session
    const request = this.extras.request
    const rows: DetailRow[] = [
      {
        label: this.common(this.role === 'mentor' ? 'labels.mentee' : 'labels.mentor'),
        value: this.otherName,
      },
    ]
    const when = this.formatForBoth(session.startsAt, session.endsAt)
    if (this.kind === 'rescheduleRequested' && request) {
      rows.push({ label: this.common('labels.currentTime'), value: when })
      rows.push({
        label: this.common('labels.proposedTime'),
        value: this.formatForBoth(request.newStartsAt, request.newEndsAt),
      })
    } else {
      const label = this.kind === 'rescheduled' ? 'labels.newTime' : 'labels.when'
      rows.push({ label: this.common(label), value: when })
    }
    rows.push(...this.clockChangeRows())
    rows.push({
      label: this.common('labels.duration'),
      value: this.common('durationValue', { minutes: session.durationMinutes }),
    })
    rows.push({
      label: this.common('labels.tool'),
      value: this.common(`tools.${session.communicationTool}`),
    })
    const cancelled = ['cancelled', 'autoCancelled', 'partyLeft'].includes(this.kind)
    const after =
      ['feedbackRequest', 'outcomeFollowUp'].includes(this.kind) || this.kind.startsWith('noShow')
    if (!cancelled && !after && !this.byPhone) {
      const link = safeLink(session.meetingLink)
      rows.push({
        label: this.common('labels.link'),
        value: link ?? this.common('noLinkYet'),
        href: link,
      })
    }
    rows.push({ label: this.common('labels.objective'), value: session.objective })
    return rows
  }

  /** A phone session has no link to open and nothing to "join". */
  get byPhone() {
    return this.session.communicationTool === 'phone'
  }

  /** The reason shown in a quote: the canceller's, or the one given for a new time. */
  get reason() {
    if (this.kind === 'cancelled') return this.session.cancelReason ?? ''
    if (this.kind === 'rescheduleRequested') return this.extras.request?.reason ?? ''
    const noShow = this.extras.noShow
    if (this.kind === 'noShowReported') return noShow?.reportNote ?? ''
    if (this.kind === 'noShowDisputed') return noShow?.disputeNote ?? ''
    if (this.kind === 'noShowUpheld' || this.kind === 'noShowDismissed') {
      return noShow?.decisionNote ?? ''
    }
    return ''
  }

  /** Whether the mentee's credit (free call, reward or plan quota) came back. */
  get creditReturned() {
    return (
      this.role === 'mentee' &&
      ['cancelled', 'autoCancelled', 'partyLeft', 'noShowUpheld'].includes(this.kind) &&
      this.session.entitlement !== null &&
      this.session.entitlementReturnedAt !== null
    )
  }

  /**
   * For the mentee of a mentor who left: up to three similar mentors, each
   * with their public profile, or none (the mail then offers the mentor
   * list). Null for every other mail.
   */
  get similarMentors() {
    if (!['partyLeft', 'autoCancelled'].includes(this.kind) || this.role !== 'mentee') return null
    return (this.extras.similarMentors ?? []).map((mentor) => ({
      name: mentor.name,
      headline: mentor.headline,
      url: absoluteUrl(mentor.profilePath),
    }))
  }

  /**
   * For the mentee of an expired request: the mentor's next free slots, each
   * in the mentee's zone and linking to the booking page there. Null for
   * every other mail, and when there is none to offer.
   */
  get nextSlots() {
    const { nextSlots = [], bookingPath } = this.extras
    if (this.kind !== 'autoCancelled' || this.role !== 'mentee') return null
    if (!bookingPath || nextSlots.length === 0) return null
    const minutes = this.session.durationMinutes
    return nextSlots.map((start) => ({
      when: this.format(start, start.plus({ minutes })),
      url: absoluteUrl(`${bookingPath}?from=${encodeURIComponent(start.toUTC().toISO()!)}`),
    }))
  }

  /**
   * For the outcome follow-up: the outcome the mentee wrote when booking, and one signed link
   * per answer (a click records it, no sign-in needed). Null for every other mail.
   */
  get outcome() {
    if (this.kind !== 'outcomeFollowUp') return null
    const links = outcomeAnswerLinks(this.session.id)
    return {
      desired: this.session.desiredOutcome,
      answers: OUTCOME_ANSWERS.map((answer) => ({
        label: this.common(`outcomeAnswers.${answer}`),
        url: links[answer],
      })),
    }
  }

  protected templateData(): Record<string, unknown> {
    const method = KINDS[this.kind].ics
    return {
      outcome: this.outcome,
      mailKey: `session_emails.${this.kind}`,
      vars: this.vars,
      greetingName: this.user.firstName,
      introKey: this.introKey,
      joinKey: this.byPhone ? 'phone' : 'join',
      details: this.details(),
      reason: this.reason,
      creditReturned: this.creditReturned,
      noShowMentorAbsent: this.extras.noShow?.absentParty === 'mentor',
      similarMentors: this.similarMentors,
      nextSlots: this.nextSlots,
      mentorsUrl: absoluteUrl(urlFor('mentoring.mentors')),
      calendarNote: method
        ? this.common(method === 'CANCEL' ? 'calendarCancel' : 'calendarRequest')
        : '',
      url: this.url,
      settingsUrl: absoluteUrl(urlFor('accounts.settings.notifications')),
    }
  }

  /** The invitation for this recipient (texts in their language), or null for none. */
  ics(): string | null {
    const method = KINDS[this.kind].ics
    if (!method) return null
    const session = this.session
    const { mentor, mentee } = this.parties
    const link = safeLink(session.meetingLink)
    const description = [
      this.common('ics.objective', { objective: session.objective }),
      this.byPhone
        ? this.common('ics.phone')
        : link
          ? this.common('ics.link', { link })
          : this.common('ics.noLinkYet'),
      this.common('ics.manage', { url: sessionsUrl('upcoming') }),
    ].join('\n\n')
    const partstat = (confirmedAt: DateTime | null): IcsPartStat =>
      session.status === 'confirmed' || confirmedAt ? 'ACCEPTED' : 'NEEDS-ACTION'
    return buildIcs({
      method,
      uid: sessionUid(session.id),
      sequence: sessionSequence(session),
      start: session.startsAt,
      end: session.endsAt,
      summary: this.common('ics.summary', { brand: APP_NAME }),
      description,
      location: (!this.byPhone && link) || this.common(`tools.${session.communicationTool}`),
      url: this.url,
      status: session.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
      organizer: { email: env.get('MAIL_FROM_ADDRESS'), name: APP_NAME },
      // A deleted party has no address left to invite.
      attendees: [
        mentor && {
          email: mentor.email,
          name: mentor.fullName,
          partstat: partstat(session.mentorConfirmedAt),
        },
        mentee && {
          email: mentee.email,
          name: mentee.fullName,
          partstat: partstat(session.menteeConfirmedAt),
        },
      ].filter((attendee) => attendee !== null),
    })
  }

  prepare() {
    super.prepare()
    const ics = this.ics()
    const method = KINDS[this.kind].ics
    // nodemailer sends it twice: as a text/calendar alternative with the
    // method (what mail clients show as an invitation) and as invite.ics.
    // A string, so the queued payload stays plain JSON.
    if (ics && method) this.message.icalEvent(ics, { method, filename: 'invite.ics' })
  }
}

/** The session with both parties, read fresh (null when it is gone). */
export async function loadSession(sessionId: number): Promise<LoadedSession | null> {
  const session = await MentoringSession.find(sessionId)
  return session && { session, ...(await partiesOfSession(session)) }
}

/** Whether the member takes this kind of mail (their notification settings). */
export function wantsMail(user: Member, kind: SessionMailKind) {
  return user[KINDS[kind].preference] !== false
}

/**
 * Queues one session mail to each of `recipients` that takes it. Returns how
 * many were queued; throws when one cannot be queued (after trying the rest).
 */
export async function sendSessionMails(
  kind: SessionMailKind,
  loaded: LoadedSession,
  recipients: Member[],
  extras: SessionMailExtras = {}
) {
  let sent = 0
  let failure: unknown = null
  for (const user of recipients) {
    if (!wantsMail(user, kind)) continue
    try {
      await mail.sendLater(new SessionMail(kind, loaded, user, extras))
      sent += 1
    } catch (error) {
      failure = failure ?? error
    }
  }
  if (failure) throw failure
  return sent
}

/** Runs a notification; a failure is logged, never thrown at the caller. */
async function notify(sessionId: number, kind: string, work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    logger.error({ err: error, sessionId, kind }, 'session e-mail could not be queued')
  }
}

/** The parties still to write to (a deleted one is not). */
export function partiesOf(loaded: LoadedSession) {
  return [loaded.mentor, loaded.mentee].filter((member) => member !== null)
}

/** The booking request, rendered and queued now; throws when it cannot be queued. */
export async function sendBookingRequested(sessionId: number) {
  const loaded = await loadSession(sessionId)
  if (!loaded) return
  if (!loaded.mentor) return
  await sendSessionMails('bookingRequested', loaded, [loaded.mentor])
}

/** A new booking: the request goes to the mentor, who has to confirm it. */
export async function notifyBookingRequested(sessionId: number): Promise<void> {
  await notify(sessionId, 'bookingRequested', () => sendBookingRequested(sessionId))
}

/**
 * The same, from a request: one small job for the queue worker, which loads
 * the session and renders the mail there (SessionMailJob). Loading both
 * parties, rendering two templates and an invitation and queuing the whole
 * message were a third of a booking's CPU time.
 */
export async function notifyBookingRequestedLater(sessionId: number): Promise<void> {
  await notify(sessionId, 'bookingRequested', async () => {
    await SessionMailJob.dispatch({ kind: 'bookingRequested', sessionId }).run()
  })
}

/** Confirmed: both parties, each with the invitation. */
export async function notifySessionConfirmed(sessionId: number): Promise<void> {
  await notify(sessionId, 'confirmed', async () => {
    const loaded = await loadSession(sessionId)
    if (!loaded) return
    await sendSessionMails('confirmed', loaded, partiesOf(loaded))
  })
}

/**
 * Cancelled by a party, an admin, or automatically (cancelled_by_user_id
 * null: not confirmed in time). The mentee of an expired request is offered
 * `instead` (the mentor's next free slots and similar mentors).
 */
export async function notifySessionCancelled(
  sessionId: number,
  instead: (loaded: LoadedSession) => Promise<SessionMailExtras> = async () => ({})
): Promise<void> {
  await notify(sessionId, 'cancelled', async () => {
    const loaded = await loadSession(sessionId)
    if (!loaded) return
    if (loaded.session.cancelledByUserId !== null) {
      await sendSessionMails('cancelled', loaded, partiesOf(loaded))
      return
    }
    await sendSessionMails('autoCancelled', loaded, partiesOf(loaded), await instead(loaded))
  })
}

/**
 * The other party of a user who left (suspended or deleted): their session
 * was cancelled (the leaving user is not written to). The mentee of a mentor
 * who left is offered `similarMentors`, or the mentor list when there are none.
 */
export async function notifyPartyLeft(
  sessionId: number,
  leavingUserId: number,
  similarMentors: SimilarMentor[] = []
): Promise<void> {
  await notify(sessionId, 'partyLeft', async () => {
    const loaded = await loadSession(sessionId)
    if (!loaded) return
    const recipients = partiesOf(loaded).filter((user) => user.id !== leavingUserId)
    await sendSessionMails('partyLeft', loaded, recipients, { similarMentors })
  })
}

/** A new time proposed: the other party (not the requester) is asked to confirm it. */
export async function notifyRescheduleRequested(
  sessionId: number,
  requestId: number
): Promise<void> {
  await notify(sessionId, 'rescheduleRequested', async () => {
    const loaded = await loadSession(sessionId)
    if (!loaded) return
    const request = await RescheduleRequest.query()
      .where('id', requestId)
      .where('sessionId', sessionId)
      .first()
    if (!request) return
    const recipients = partiesOf(loaded).filter((user) => user.id !== request.requestedByUserId)
    await sendSessionMails('rescheduleRequested', loaded, recipients, { request })
  })
}

/** The new time confirmed: both parties, with the updated invitation. */
export async function notifyRescheduleConfirmed(sessionId: number): Promise<void> {
  await notify(sessionId, 'rescheduled', async () => {
    const loaded = await loadSession(sessionId)
    if (!loaded) return
    await sendSessionMails('rescheduled', loaded, partiesOf(loaded))
  })
}

/** The no-show of a session with both parties (null when either is gone). */
async function loadNoShow(sessionId: number, noShowId: number) {
  const loaded = await loadSession(sessionId)
  const noShow = await SessionNoShow.query()
    .where('id', noShowId)
    .where('sessionId', sessionId)
    .first()
  return loaded && noShow ? { loaded, noShow } : null
}

/** A no-show was reported: the party reported absent is told, and may dispute it. */
export async function notifyNoShowReported(sessionId: number, noShowId: number): Promise<void> {
  await notify(sessionId, 'noShowReported', async () => {
    const found = await loadNoShow(sessionId, noShowId)
    if (!found) return
    const { loaded, noShow } = found
    const absent = noShow.absentParty === 'mentor' ? loaded.mentor : loaded.mentee
    if (absent) await sendSessionMails('noShowReported', loaded, [absent], { noShow })
  })
}

/** A no-show was disputed: the party who reported it is told an admin will decide. */
export async function notifyNoShowDisputed(sessionId: number, noShowId: number): Promise<void> {
  await notify(sessionId, 'noShowDisputed', async () => {
    const found = await loadNoShow(sessionId, noShowId)
    if (!found) return
    const { loaded, noShow } = found
    const reporter = noShow.absentParty === 'mentor' ? loaded.mentee : loaded.mentor
    if (reporter) await sendSessionMails('noShowDisputed', loaded, [reporter], { noShow })
  })
}

/** A no-show's outcome (upheld or dismissed): both parties. */
export async function notifyNoShowSettled(
  sessionId: number,
  noShowId: number,
  outcome: 'upheld' | 'dismissed'
): Promise<void> {
  const kind = outcome === 'upheld' ? 'noShowUpheld' : 'noShowDismissed'
  await notify(sessionId, kind, async () => {
    const found = await loadNoShow(sessionId, noShowId)
    if (!found) return
    await sendSessionMails(kind, found.loaded, partiesOf(found.loaded), { noShow: found.noShow })
  })
}
