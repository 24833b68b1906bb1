import { formerMemberName, membersByIds, userById } from '#accounts/index'
import { mentorProfileIdOf } from '#mentoring/index'
import { exportedFields, type PersonalDataPart } from '#core/services/personal_data'
import CalendarConnection from '#scheduling/models/calendar_connection'
import Feedback from '#scheduling/models/feedback'
import MentoringSession from '#scheduling/models/mentoring_session'
import RescheduleRequest from '#scheduling/models/reschedule_request'
import ScheduleEntry from '#scheduling/models/schedule_entry'
import ScheduleException from '#scheduling/models/schedule_exception'
import SessionNote from '#scheduling/models/session_note'
import SessionNoShow from '#scheduling/models/session_no_show'
import SlotHold from '#scheduling/models/slot_hold'
import WaitingLineEntry from '#scheduling/models/waiting_line_entry'
import SessionOutcome from '#scheduling/models/session_outcome'
import { cancelSessionsOfLeavingUser } from '#scheduling/services/session_lifecycle'
import { disconnectGoogleCalendar } from '#scheduling/services/google_calendar_connections'

/*
| Scheduling's part of members' data: their sessions (their side of each),
| notes, feedback and reschedule proposals, a mentor's weekly hours and
| exceptions, the calendar connection (never its tokens), and a mentee's
| answers to the outcome follow-up (a mentor's export never shows them: the
| mentor reads them without their sessions). When a member leaves, the other
| party keeps each past session and the feedback on it, the leaver shown as a
| former member; the leaver's own notes go, and so does the private part of
| the feedback they wrote (nobody else reads it) and the line they added to an
| outcome answer (the answer itself stays, nameless, in the mentor's rate). A
| mentee's places in waiting lines and the slots held for them are theirs alone:
| exported, and gone when they leave (a mentor's line goes with the mentor).
*/

const SESSION_FIELDS = [
  'startsAt',
  'endsAt',
  'durationMinutes',
  'status',
  'objective',
  'problem',
  'desiredOutcome',
  'communicationTool',
  'meetingLink',
  'isFreeCall',
  'entitlement',
  'menteeTimezone',
  'mentorConfirmedAt',
  'menteeConfirmedAt',
  'cancelReason',
  'cancelledAt',
  'completedAt',
  'createdAt',
] as const

const RATINGS = [
  'overallRating',
  'communicationRating',
  'knowledgeRating',
  'wouldRecommend',
] as const

async function sessionsOf(userId: number, locale: string) {
  const sessions = await MentoringSession.query()
    .where((party) => party.where('mentorUserId', userId).orWhere('menteeUserId', userId))
    .orderBy('startsAt', 'asc')
  const ids = sessions.map((session) => session.id)
  const notes = await SessionNote.query()
    .whereIn('sessionId', ids)
    .where('authorUserId', userId)
    .orderBy('createdAt')
  const feedbacks = await Feedback.query().whereIn('sessionId', ids).orderBy('createdAt')
  const reschedules = await RescheduleRequest.query().whereIn('sessionId', ids).orderBy('createdAt')
  const noShows = await SessionNoShow.query().whereIn('sessionId', ids)
  const outcomes = await SessionOutcome.query().whereIn(
    'sessionId',
    sessions.filter((session) => session.menteeUserId === userId).map((session) => session.id)
  )
  const others = await membersByIds(
    sessions.flatMap((session) =>
      [session.mentorUserId, session.menteeUserId].filter(
        (id): id is number => id !== null && id !== userId
      )
    )
  )
  return sessions.map((session) => {
    const asMentor = session.mentorUserId === userId
    const otherId = asMentor ? session.menteeUserId : session.mentorUserId
    const given = feedbacks.find(
      (one) => one.sessionId === session.id && one.authorUserId === userId
    )
    const received = feedbacks.find(
      (one) => one.sessionId === session.id && one.authorRole === (asMentor ? 'mentee' : 'mentor')
    )
    return {
      role: asMentor ? 'mentor' : 'mentee',
      with:
        (otherId === null ? undefined : others.get(otherId)?.fullName) ?? formerMemberName(locale),
      ...exportedFields(session, SESSION_FIELDS),
      cancelledByMe: session.cancelledByUserId === userId,
      myNotes: notes
        .filter((note) => note.sessionId === session.id)
        .map((note) => exportedFields(note, ['body', 'createdAt', 'updatedAt'])),
      feedbackGiven: given
        ? exportedFields(given, [...RATINGS, 'publicText', 'privateText', 'createdAt'])
        : null,
      // Only what the product shows of the other party's feedback: its public part.
      feedbackReceived: received
        ? exportedFields(received, [...RATINGS, 'publicText', 'createdAt'])
        : null,
      noShow: (() => {
        const noShow = noShows.find((one) => one.sessionId === session.id)
        return noShow
          ? {
              reportedMeAbsent: noShow.absentParty === (asMentor ? 'mentor' : 'mentee'),
              ...exportedFields(noShow, [
                'reportNote',
                'reportedAt',
                'status',
                'disputeNote',
                'disputedAt',
                'decisionNote',
                'decidedAt',
              ]),
            }
          : null
      })(),
      // The mentee's own answer to the outcome follow-up; never in the mentor's export.
      outcomeFollowUp: (() => {
        if (asMentor || !session.outcomeRequestedAt) return null
        const outcome = outcomes.find((one) => one.sessionId === session.id)
        const answer = {
          sentAt: session.outcomeRequestedAt,
          answer: outcome?.answer ?? null,
          answerNote: outcome?.note ?? null,
          answeredAt: outcome?.answeredAt ?? null,
          updatedAt: outcome?.updatedAt ?? null,
        }
        return exportedFields(answer, ['sentAt', 'answer', 'answerNote', 'answeredAt', 'updatedAt'])
      })(),
      rescheduleRequests: reschedules
        .filter((request) => request.sessionId === session.id)
        .map((request) => ({
          byMe: request.requestedByUserId === userId,
          ...exportedFields(request, [
            'newStartsAt',
            'newEndsAt',
            'reason',
            'status',
            'respondedAt',
            'createdAt',
          ]),
        })),
    }
  })
}

export const schedulingPersonalData: PersonalDataPart = {
  module: 'scheduling',
  tables: [
    'mentoring_sessions',
    'session_notes',
    'feedbacks',
    'reschedule_requests',
    'session_no_shows',
    'session_outcomes',
    'schedule_entries',
    'schedule_exceptions',
    'calendar_connections',
    'booking_guards',
    'slot_versions',
    'waiting_line_entries',
    'slot_holds',
  ],

  async export(subject) {
    const profileId = await mentorProfileIdOf(subject.id)
    const weekly = profileId
      ? await ScheduleEntry.query().where('mentorProfileId', profileId).orderBy('dayOfWeek')
      : []
    const exceptions = profileId
      ? await ScheduleException.query().where('mentorProfileId', profileId).orderBy('date')
      : []
    const calendar = await CalendarConnection.findBy('userId', subject.id)
    const lines = await WaitingLineEntry.query()
      .where('menteeUserId', subject.id)
      .orderBy('createdAt')
    const holds = await SlotHold.query().where('menteeUserId', subject.id).orderBy('createdAt')
    const mentors = await membersByIds([
      ...lines.map((line) => line.mentorUserId),
      ...holds.map((hold) => hold.mentorUserId),
    ])
    const mentorName = (id: number) => mentors.get(id)?.fullName ?? formerMemberName(subject.locale)
    return {
      sessions: await sessionsOf(subject.id, subject.locale),
      weeklyHours: weekly.map((entry) =>
        exportedFields(entry, ['dayOfWeek', 'startTime', 'endTime'])
      ),
      // The day as the mentor wrote it (a calendar date, in no zone).
      scheduleExceptions: exceptions.map((exception) => ({
        date: exception.date.toISODate(),
        ...exportedFields(exception, ['reason', 'availableStart', 'availableEnd']),
      })),
      waitingLines: lines.map((line) => ({
        mentor: mentorName(line.mentorUserId),
        ...exportedFields(line, ['createdAt']),
      })),
      heldSlots: holds.map((hold) => ({
        mentor: mentorName(hold.mentorUserId),
        ...exportedFields(hold, ['startsAt', 'endsAt', 'expiresAt', 'status', 'createdAt']),
      })),
      calendarConnection: calendar
        ? exportedFields(calendar, [
            'provider',
            'accountEmail',
            'calendarId',
            'scopes',
            'connectedAt',
            'lastErrorAt',
            'lastError',
          ])
        : null,
    }
  },

  /**
   * Upcoming sessions are cancelled while both parties exist (the other party e-mailed, the
   * credit back), by the member themselves or the admin deleting them (no one for the retention job); the calendar grant is
   * revoked at Google while its token is still at hand.
   */
  async leave(subject, leaver) {
    const user = await userById(subject.id)
    if (!user) return
    // The retention job's leavers never verified their address: nobody to name as cancelling.
    const by =
      leaver.by === 'self' ? user : leaver.by === 'admin' ? await userById(leaver.adminId) : null
    await cancelSessionsOfLeavingUser(user, by)
    await disconnectGoogleCalendar(subject.id)
  },

  async erase(subject, trx) {
    await SessionNote.query({ client: trx }).where('authorUserId', subject.id).delete()
    await RescheduleRequest.query({ client: trx }).where('requestedByUserId', subject.id).delete()
    // A no-show stays with the session (its other party's history); the leaver is no longer named.
    await SessionNoShow.query({ client: trx })
      .where('reporterUserId', subject.id)
      .update({ reporterUserId: null })
    await SessionNoShow.query({ client: trx })
      .where('decidedByUserId', subject.id)
      .update({ decidedByUserId: null })
    await Feedback.query({ client: trx })
      .where('authorUserId', subject.id)
      .update({ authorUserId: null, privateText: null })
    // An outcome answer stays in the mentor's rate, nameless; the leaver's line goes.
    await SessionOutcome.query({ client: trx })
      .whereIn(
        'sessionId',
        MentoringSession.query({ client: trx }).select('id').where('menteeUserId', subject.id)
      )
      .update({ note: null })
    // A session stays with its other party; one with nobody left is nobody's history.
    await MentoringSession.query({ client: trx })
      .where((mentor) => mentor.where('mentorUserId', subject.id).whereNull('menteeUserId'))
      .orWhere((mentee) => mentee.where('menteeUserId', subject.id).whereNull('mentorUserId'))
      .delete()
    await MentoringSession.query({ client: trx })
      .where('mentorUserId', subject.id)
      .update({ mentorUserId: null })
    await MentoringSession.query({ client: trx })
      .where('menteeUserId', subject.id)
      .update({ menteeUserId: null, menteeTimezone: null })
    await MentoringSession.query({ client: trx })
      .where('cancelledByUserId', subject.id)
      .update({ cancelledByUserId: null })
    const profileId = await mentorProfileIdOf(subject.id, trx)
    if (profileId) {
      await ScheduleEntry.query({ client: trx }).where('mentorProfileId', profileId).delete()
      await ScheduleException.query({ client: trx }).where('mentorProfileId', profileId).delete()
    }
    await CalendarConnection.query({ client: trx }).where('userId', subject.id).delete()
    for (const column of ['menteeUserId', 'mentorUserId'] as const) {
      await WaitingLineEntry.query({ client: trx }).where(column, subject.id).delete()
      await SlotHold.query({ client: trx }).where(column, subject.id).delete()
    }
    await trx.from('booking_guards').where('user_id', subject.id).delete()
    // Last: the writes above move the mentor's slot token (triggers), which then goes.
    await trx.from('slot_versions').where('mentor_user_id', subject.id).delete()
  },
}
