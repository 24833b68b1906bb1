import type { HttpContext } from '@adonisjs/core/http'
import { RECORD_ID } from '#core/http'
import { slotStampOf } from '#scheduling/services/slot_cache'
import { isWaitingFor, joinWaitingLine, leaveWaitingLine } from '#scheduling/services/waiting_line'
import SessionPolicy from '#scheduling/policies/session_policy'
import { SessionError } from '#scheduling/errors'
import WaitingLineTransformer from '#scheduling/transformers/waiting_line_transformer'

async function listedMentorStamp(id: unknown) {
  const stamp = await slotStampOf(String(id))
  if (!stamp) throw new SessionError('mentor_not_found')
  return stamp
}

/** A full mentor's waiting line: joining it and leaving it (the booking page). */
export default class WaitingLineController {
  /** POST /api/mentors/:id/waiting-line -> 200 { waitingLine } */
  async store(ctx: HttpContext) {
    const mentee = ctx.auth.getUserOrFail()
    const stamp = await listedMentorStamp(ctx.params.id)
    await ctx.bouncer.with(SessionPolicy).authorize('book', stamp.mentor)
    const place = await joinWaitingLine(mentee, stamp)
    return { waitingLine: new WaitingLineTransformer(place).toObject() }
  }

  /**
   * DELETE /api/mentors/:id/waiting-line -> 200 { waitingLine }. A mentor no longer listed
   * (paused) is still left by their user id.
   */
  async destroy(ctx: HttpContext) {
    const mentee = ctx.auth.getUserOrFail()
    const id = String(ctx.params.id)
    const stamp = await slotStampOf(id)
    // A mentor no longer listed (paused, gone) is named by their user id: the mentee may still
    // leave the line they are in; an id naming no line of theirs names nothing.
    const mentorUserId = stamp ? stamp.mentor.userId : RECORD_ID.match.test(id) ? Number(id) : null
    if (mentorUserId === null || (!stamp && !(await isWaitingFor(mentee.id, mentorUserId))))
      throw new SessionError('mentor_not_found')
    const place = await leaveWaitingLine(mentee.id, mentorUserId)
    return { waitingLine: new WaitingLineTransformer(place).toObject() }
  }
}
