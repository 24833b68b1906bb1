import { DomainError } from '#core/errors'

/** The expected failures of booking and of a session's life, in scheduling's words. */
export type SessionFailure =
  | 'mentor_not_found'
  | 'session_not_found'
  /** Inside the booking notice: `data.hours`, `data.field` (the form field). */
  | 'booking_notice'
  /** Bookable by the rules but taken by someone meanwhile. */
  | 'slot_taken'
  /** Never a slot (outside the hours, a day off...): `data.field`. */
  | 'slot_unavailable'
  | 'mentee_busy'
  /** A PRO member's one call a month with this mentor is used (other mentors are open). */
  | 'mentor_monthly_limit'
  | 'no_entitlement'
  /** The free session or plan credit was used by another booking at the same moment. */
  | 'credit_taken'
  /** The session is no longer in a state this change starts from. */
  | 'invalid_state'
  /** Too late to cancel: `data.hours`. */
  | 'cancel_notice'
  /** Too late to propose a new time: `data.hours`. */
  | 'reschedule_notice'
  | 'reschedule_open'
  | 'no_reschedule'
  | 'feedback_too_early'
  | 'feedback_twice'
  /** Before the session's end, or after the report window: `data.hours`. */
  | 'no_show_too_early'
  | 'no_show_too_late'
  /** The session has a no-show report already (by either party). */
  | 'no_show_reported'
  /** Nothing to dispute: no report, not open any more, or past the window (`data.hours`). */
  | 'no_show_not_disputable'
  | 'no_show_dispute_too_late'
  /** The console: the no-show is not (or no longer) waiting for a decision. */
  | 'no_show_not_disputed'
  /** The waiting line: the mentor has slots the mentee can book now (book one instead). */
  | 'slots_free'

export class SessionError extends DomainError<SessionFailure> {}
