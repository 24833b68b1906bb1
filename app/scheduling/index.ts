/*
| Scheduling's public surface: what the other modules may use. Everything else
| in app/scheduling is private to it (checked by `npm run lint`, README "Modules").
*/

/** Events: what happened to a session. */
export type { SessionChange } from '#scheduling/events'

/**
 * The console's overview: sessions booked per day, the mentors with most sessions, and the
 * outcome follow-up's answers per month and per mentor.
 */
export {
  bookingsByDay,
  busiestMentors,
  outcomesByMentor,
  outcomesByMonth,
  type BusyMentor,
  type MentorOutcomeFigures,
  type OutcomeCounts,
} from '#scheduling/services/session_figures'
