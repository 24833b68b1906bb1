import emitter from '@adonisjs/core/services/emitter'
import { recordCompletedSessions } from '#mentoring/services/mentor_stats'

/** A held session counts on its mentor's profile (scheduling says how many they have held). */
export function countHeldSessions() {
  emitter.on('session:completed', async ({ mentorUserId, mentorCompletedSessions }) => {
    if (mentorUserId !== null) await recordCompletedSessions(mentorUserId, mentorCompletedSessions)
  })
}
