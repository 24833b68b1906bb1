import { membersByIds, type Member } from '#accounts/index'

/**
 * The people of a session are accounts' members: read by their ids, all the
 * sessions of a page in one query, never through a relation into accounts.
 */

/** A session's two parties; null for one whose account was deleted (a former member). */
export type SessionParties = { mentor: Member | null; mentee: Member | null }

type PartyIds = { mentorUserId: number | null; menteeUserId: number | null }

/** The members who are parties of these sessions, by user id (one query). */
export function membersOfSessions(sessions: PartyIds[]) {
  return membersByIds(
    sessions
      .flatMap((session) => [session.mentorUserId, session.menteeUserId])
      .filter((id): id is number => id !== null)
  )
}

/** One session's parties among the members `membersOfSessions` read. */
export function partiesIn(members: ReadonlyMap<number, Member>, session: PartyIds): SessionParties {
  const find = (id: number | null) => (id === null ? null : (members.get(id) ?? null))
  return { mentor: find(session.mentorUserId), mentee: find(session.menteeUserId) }
}

/** One session's parties, read now. */
export async function partiesOfSession(session: PartyIds): Promise<SessionParties> {
  return partiesIn(await membersOfSessions([session]), session)
}
