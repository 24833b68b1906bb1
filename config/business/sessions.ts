/**
 * Session (mentoring call) rules from the spec and product decisions.
 * Pure constants: imported by server code and React pages alike.
 */
export const SESSION_RULES = {
  /** Booking at least this many hours ahead. */
  bookingNoticeHours: 48,
  /** Cancel at least this many hours ahead. */
  cancelNoticeHours: 24,
  /** Reschedule only more than this many hours ahead. */
  rescheduleNoticeHours: 48,
  /** A booking not confirmed by the mentor this many hours before start is cancelled. */
  autoCancelUnconfirmedHours: 24,
  /** The reminder e-mail goes this many hours before the start. */
  reminderHoursBefore: 24,
  /** The last reminder, with the join link, goes this many hours before the start. */
  finalReminderHoursBefore: 1,
  /**
   * Feedback requests go this many hours after the end: the time a party who waited in vain
   * usually takes to report a no-show, and a no-show gets no feedback request.
   */
  feedbackRequestDelayHours: 2,
  /** Feedback requests are sent for sessions that ended at most this many days ago. */
  feedbackRequestWithinDays: 7,
  /** Join call is enabled from this many minutes before the start. */
  joinOpensMinutesBefore: 10,
  /** Slot grid step inside the mentor's availability. */
  slotGridMinutes: 30,
  /** Objective, problem and desired outcome length. */
  textMinLength: 20,
  textMaxLength: 500,
  /** Reasons for cancel and reschedule. */
  reasonMaxLength: 500,
  /** Private notes. */
  notesMaxLength: 5000,
  /** Feedback texts. */
  feedbackTextMaxLength: 2000,
  /** Availability window shown in the booking dialog. */
  slotHorizonDays: 56,
  /** A no-show can be reported from the session's end until this many hours after it. */
  noShowReportHours: 48,
  /** The reported party can dispute a no-show until this many hours after the report. */
  noShowDisputeHours: 48,
  /** The notes of a no-show report, a dispute and an admin's decision. */
  noShowNoteMaxLength: 1000,
} as const

/**
 * The waiting line for a full mentor (issue 33): mentees ask to be told when a slot frees; the
 * first in line gets an e-mail and the slot held for them this long, then the next one.
 */
export const WAITING_LINE_RULES = {
  /** How long a freed slot is held for the mentee at the head of the line. */
  holdHours: 2,
} as const

/**
 * A hold's life: `held` (the slot is kept for one mentee until `expires_at`), then `booked`
 * (they booked it), `lapsed` (not booked in time: the next in line gets the slot) or
 * `released` (they left the line or booked another time, or the slot stopped being one).
 */
export const SLOT_HOLD_STATUSES = ['held', 'booked', 'lapsed', 'released'] as const
export type SlotHoldStatus = (typeof SLOT_HOLD_STATUSES)[number]

/** Which party did not show up. */
export const NO_SHOW_PARTIES = ['mentor', 'mentee'] as const
export type NoShowParty = (typeof NO_SHOW_PARTIES)[number]

/**
 * A no-show's life: reported, then disputed by the reported party within the
 * dispute window; upheld (it stands: undisputed once the window passed, or an
 * admin decided so) or dismissed (an admin decided it did not happen).
 */
export const NO_SHOW_STATUSES = ['reported', 'disputed', 'upheld', 'dismissed'] as const
export type NoShowStatus = (typeof NO_SHOW_STATUSES)[number]

export const SESSION_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const
export type SessionStatus = (typeof SESSION_STATUSES)[number]

/** Sessions that hold the mentor's and the mentee's time. */
/**
 * Who cancelled a session, as its parties read it: a party, an admin, the product (a request not
 * confirmed in time), or a party's account ending (suspended, deleted, removed for inactivity).
 */
export const SESSION_CANCELLERS = [
  'mentor',
  'mentee',
  'admin',
  'system',
  'mentor_left',
  'mentee_left',
] as const
export type SessionCanceller = (typeof SESSION_CANCELLERS)[number]

export const LIVE_SESSION_STATUSES = ['pending', 'confirmed'] as const satisfies SessionStatus[]
/** Sessions that count towards the mentor's monthly maximum. */
export const BOOKED_SESSION_STATUSES = [
  'pending',
  'confirmed',
  'completed',
] as const satisfies SessionStatus[]

export function isLiveSession(status: SessionStatus) {
  return (LIVE_SESSION_STATUSES as readonly SessionStatus[]).includes(status)
}

export const SESSION_TABS = ['upcoming', 'completed', 'cancelled', 'all'] as const
export type SessionTab = (typeof SESSION_TABS)[number]

export const COMMUNICATION_TOOLS = ['google_meet', 'zoom', 'teams', 'jitsi', 'phone'] as const
export type CommunicationTool = (typeof COMMUNICATION_TOOLS)[number]

export const RESCHEDULE_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const
export type RescheduleStatus = (typeof RESCHEDULE_STATUSES)[number]

/** What a booking consumed; given back on a timely cancel. */
export const ENTITLEMENTS = ['free_call', 'free_session_reward', 'subscription'] as const
export type Entitlement = (typeof ENTITLEMENTS)[number]

export const FEEDBACK_RULES = {
  ratingMin: 1,
  ratingMax: 5,
} as const

/** Mentor profile bounds (edited by mentors and admins). */
export const MENTOR_PROFILE_RULES = {
  headlineMaxLength: 160,
  bioMinLength: 50,
  bioMaxLength: 4000,
  yearsMax: 70,
  hourlyRateMax: 2000,
  sessionDurations: [30, 45, 60, 90] as const,
  bufferMaxMinutes: 120,
  maxSessionsPerMonthMax: 200,
  /** Expertise skills picked from the skills table. */
  skillsMin: 1,
  skillsMax: 15,
  /** Industries, each with the mentor's years in it. */
  industriesMin: 1,
  industriesMax: 10,
} as const

/**
 * The fields of the mentor profile as Settings > Mentor profile edits them, in the page's order:
 * the form, the validator of PUT /api/mentor-profile, the saved values and their transformer
 * all name these, so a field added here must be added to each (their types say where).
 */
export const MENTOR_PROFILE_FIELDS = [
  'headline',
  'bio',
  'yearsOfExperience',
  'skills',
  'industries',
  'hourlyRate',
  'sessionDurationMinutes',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'maxSessionsPerMonth',
  'companySizes',
] as const
export type MentorProfileField = (typeof MENTOR_PROFILE_FIELDS)[number]

export const DAYS_OF_WEEK = [1, 2, 3, 4, 5, 6, 7] as const // ISO: Monday = 1

/** A schedule's wall-clock time: 'HH:mm' from 00:00 to 23:59, or 24:00 (the end of the day). */
export const SCHEDULE_TIME_PATTERN = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number]

/** Calendars a mentor can connect (busy times, events with a Meet link). */
export const CALENDAR_PROVIDERS = ['google'] as const
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number]
