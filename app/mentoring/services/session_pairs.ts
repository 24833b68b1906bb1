import { port } from '#core/port'

/**
 * The seats two members hold in a session they share (the latest one, whatever its state), or
 * null when they have none. A conversation between them takes those seats, so a mentor may
 * write first to a mentee they have a session with. Sessions are scheduling's, and scheduling
 * depends on mentoring: it provides this when the app starts.
 */
export type SessionSeats = (
  a: number,
  b: number
) => Promise<{ menteeUserId: number; mentorUserId: number } | null>

const seats = port<SessionSeats>('The seats of a session two members share')

export const tellSessionSeatsWith = seats.provide
export const sessionSeatsOf: SessionSeats = (a, b) => seats.get()(a, b)
