import MentoringSession from '#scheduling/models/mentoring_session'

/**
 * The seats two members hold in the latest session between them (whatever its state), for
 * mentoring's conversations: the mentee and the mentor of that session. Null without one.
 */
export async function sessionSeatsOf(a: number, b: number) {
  const session = await MentoringSession.query()
    .where((pair) => pair.where('menteeUserId', a).where('mentorUserId', b))
    .orWhere((pair) => pair.where('menteeUserId', b).where('mentorUserId', a))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .select('menteeUserId', 'mentorUserId')
    .first()
  if (!session?.menteeUserId || !session.mentorUserId) return null
  return { menteeUserId: session.menteeUserId, mentorUserId: session.mentorUserId }
}
