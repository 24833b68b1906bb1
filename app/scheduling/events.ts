import type { DateTime } from 'luxon'
import type { SimilarMentor } from '#mentoring/index'

/**
 * What happened to a session, emitted once its change is committed. The effects (e-mails,
 * the mentor's next free slot, the calendar event and meeting link) are listeners
 * (#scheduling/listeners/session_effects), each in the module that owns it.
 */
export type SessionChange = {
  sessionId: number
  /** null when the mentor's account is gone */
  mentorUserId: number | null
  at: DateTime
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** A mentee booked; `availabilityStored` when the booking's transaction updated the mentor's next free slot. */
    'session:booked': SessionChange & { availabilityStored: boolean }
    'session:confirmed': SessionChange
    /** `leaving`: cancelled because a party's account was suspended or deleted (they get no e-mail). */
    'session:cancelled': SessionChange & {
      leaving?: { userId: number; similarMentors: SimilarMentor[] }
    }
    'session:reschedule_requested': SessionChange & { requestId: number }
    'session:rescheduled': SessionChange
    /** Held: its end has passed while confirmed. `mentorCompletedSessions`: the mentor's count of held sessions, this one included. */
    'session:completed': SessionChange & { mentorCompletedSessions: number }
    /** A party reported that the other did not show up (the session stays completed). */
    'session:no_show_reported': SessionChange & { noShowId: number }
    /** The party reported absent disputed it: an admin will decide. */
    'session:no_show_disputed': SessionChange & { noShowId: number }
    /** A no-show's outcome: upheld undisputed by the tick, or decided by an admin (`byAdmin`). */
    'session:no_show_settled': SessionChange & {
      noShowId: number
      outcome: 'upheld' | 'dismissed'
      byAdmin: boolean
      /** Who was reported absent. */
      absentParty: 'mentor' | 'mentee'
    }
  }
}
