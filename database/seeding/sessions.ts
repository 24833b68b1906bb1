import {
  SESSION_RULES,
  type CommunicationTool,
  type Entitlement,
  type SessionStatus,
} from '#business/sessions'
import type { BulkWriter, Row } from '#database/seeding/bulk'
import type { Random } from '#database/seeding/random'
import type { Booking } from '#database/seeding/session_texts'
import { CANCEL_REASONS } from '#database/seeding/session_texts'
import { localDate } from '#database/seeding/schedules'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * A session's life as the booking rules would have produced it: booked at
 * least 48 h ahead, confirmed by the mentor before the 24 h auto-cancel,
 * completed once over, cancelled in time (credit returned) now and then.
 */
export interface SessionLife {
  status: SessionStatus
  createdAt: number
  menteeConfirmedAt: number | null
  mentorConfirmedAt: number | null
  cancelledAt: number | null
  cancelledBy: 'mentor' | 'mentee' | null
}

export function drawSessionLife(
  random: Random,
  startsAt: number,
  endsAt: number,
  nowMs: number,
  options: { cancelledShare?: number; status?: SessionStatus } = {}
): SessionLife {
  const latestBooking = Math.min(
    nowMs - HOUR,
    startsAt - SESSION_RULES.bookingNoticeHours * HOUR - HOUR
  )
  const createdAt = Math.min(latestBooking, startsAt - random.int(50, 21 * 24) * HOUR)
  const mentorDeadline = startsAt - SESSION_RULES.autoCancelUnconfirmedHours * HOUR - HOUR
  const confirmAt = Math.min(createdAt + random.int(1, 30) * HOUR, mentorDeadline, nowMs - 60_000)

  let status = options.status
  if (!status) {
    if (random.chance(options.cancelledShare ?? 0.1)) {
      status = 'cancelled'
    } else if (endsAt <= nowMs) {
      status = 'completed'
    } else {
      // Unconfirmed bookings this close to the start were auto-cancelled already.
      const mayBePending = startsAt - nowMs > (SESSION_RULES.autoCancelUnconfirmedHours + 2) * HOUR
      status = mayBePending && random.chance(0.35) ? 'pending' : 'confirmed'
    }
  }

  if (status === 'cancelled') {
    const cancelledBy = random.chance(0.7) ? 'mentee' : 'mentor'
    const latestCancel = Math.min(nowMs - 60_000, startsAt - SESSION_RULES.cancelNoticeHours * HOUR)
    const cancelledAt = Math.max(createdAt + HOUR, latestCancel - random.int(0, 72) * HOUR)
    return {
      status,
      createdAt,
      menteeConfirmedAt: createdAt,
      mentorConfirmedAt: random.chance(0.5) && confirmAt < cancelledAt ? confirmAt : null,
      cancelledAt: Math.min(cancelledAt, latestCancel),
      cancelledBy,
    }
  }
  return {
    status,
    createdAt,
    menteeConfirmedAt: createdAt,
    mentorConfirmedAt: status === 'pending' ? null : confirmAt,
    cancelledAt: null,
    cancelledBy: null,
  }
}

const TOOLS: readonly (readonly [CommunicationTool, number])[] = [
  ['google_meet', 4],
  ['jitsi', 3],
  ['zoom', 2],
  ['teams', 1],
  ['phone', 1],
]

const LINK_ALPHABET = 'abcdefghijkmnopqrstuvwxyz'

function meetingLink(random: Random, tool: CommunicationTool) {
  switch (tool) {
    case 'google_meet':
      return `https://meet.google.com/${random.code(LINK_ALPHABET, 3)}-${random.code(LINK_ALPHABET, 4)}-${random.code(LINK_ALPHABET, 3)}`
    case 'zoom':
      return `https://zoom.us/j/${random.code('0123456789', 10)}`
    case 'teams':
      return `https://teams.microsoft.com/l/meetup-join/${random.code(LINK_ALPHABET, 16)}`
    case 'jitsi':
      return `https://meet.jit.si/mentorship-hub-${random.code(LINK_ALPHABET, 10)}`
    default:
      return null
  }
}

export interface SessionPlan {
  id: number
  mentorUserId: number
  menteeUserId: number
  menteeZone: string
  startsAt: number
  durationMinutes: number
  booking: Booking
  life: SessionLife
  entitlement: Entitlement | null
  subscriptionId?: number | null
}

/** The mentoring_sessions row of a plan. */
export function sessionRow(writer: BulkWriter, random: Random, plan: SessionPlan): Row {
  const { life } = plan
  const at = (epochMs: number | null) => (epochMs === null ? null : writer.instant(epochMs))
  const tool = random.weighted(TOOLS)
  const confirmed = life.mentorConfirmedAt !== null && life.status !== 'cancelled'
  // A timely cancel gives the credit back; the free call only when the mentor cancels.
  const returned =
    life.status === 'cancelled' &&
    plan.entitlement !== null &&
    (plan.entitlement !== 'free_call' || life.cancelledBy === 'mentor')
  const updatedAt = Math.max(life.createdAt, life.mentorConfirmedAt ?? 0, life.cancelledAt ?? 0)
  return {
    id: plan.id,
    mentor_user_id: plan.mentorUserId,
    mentee_user_id: plan.menteeUserId,
    starts_at: writer.instant(plan.startsAt),
    ends_at: writer.instant(plan.startsAt + plan.durationMinutes * 60_000),
    duration_minutes: plan.durationMinutes,
    objective: plan.booking.objective,
    problem: plan.booking.problem,
    desired_outcome: plan.booking.desiredOutcome,
    communication_tool: tool,
    meeting_link: confirmed ? meetingLink(random, tool) : null,
    calendar_event_id: null,
    is_free_call: plan.entitlement === 'free_call',
    entitlement: plan.entitlement,
    entitlement_returned_at: returned ? at(life.cancelledAt) : null,
    subscription_id: plan.entitlement === 'subscription' ? (plan.subscriptionId ?? null) : null,
    status: life.status,
    mentor_confirmed_at: at(life.mentorConfirmedAt),
    mentee_confirmed_at: at(life.menteeConfirmedAt),
    cancel_reason: life.cancelledBy ? random.pick(CANCEL_REASONS[life.cancelledBy]) : null,
    cancelled_by_user_id:
      life.cancelledBy === 'mentor'
        ? plan.mentorUserId
        : life.cancelledBy === 'mentee'
          ? plan.menteeUserId
          : null,
    cancelled_at: at(life.cancelledAt),
    booked_month: localDate(plan.menteeZone, life.createdAt).slice(0, 7),
    created_at: writer.instant(life.createdAt),
    updated_at: writer.instant(updatedAt),
  }
}

export interface FeedbackDraft {
  overallRating: number
  communicationRating: number | null
  knowledgeRating: number | null
  wouldRecommend: boolean | null
  publicText: string | null
  privateText: string | null
}

/** A feedbacks row, written some time after the session ended (never in the future). */
export function feedbackRow(
  writer: BulkWriter,
  random: Random,
  feedback: FeedbackDraft & {
    id: number
    sessionId: number
    authorUserId: number
    authorRole: 'mentor' | 'mentee'
  },
  endsAt: number,
  nowMs: number
): Row {
  const createdAt = Math.min(endsAt + random.int(10, 4 * 24 * 60) * 60_000, nowMs - 60_000)
  return {
    id: feedback.id,
    session_id: feedback.sessionId,
    author_user_id: feedback.authorUserId,
    author_role: feedback.authorRole,
    overall_rating: feedback.overallRating,
    communication_rating: feedback.communicationRating,
    knowledge_rating: feedback.knowledgeRating,
    would_recommend: feedback.wouldRecommend,
    public_text: feedback.publicText,
    private_text: feedback.privateText,
    created_at: writer.instant(createdAt),
    updated_at: writer.instant(createdAt),
  }
}

export { DAY, HOUR }
