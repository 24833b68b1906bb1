import {
  COMMUNICATION_TOOLS,
  DAYS_OF_WEEK,
  NO_SHOW_STATUSES,
  SESSION_CANCELLERS,
  SESSION_STATUSES,
} from '#business/sessions'
import {
  BOOLEAN,
  DATE_TIME,
  enumOf,
  holding,
  INTEGER,
  listOf,
  orNull,
  ref,
  STRING,
  TIME,
  type Schema,
} from '#core/services/openapi_parts'

/*
| The schemas of what scheduling's JSON calls answer, named in the API document
| (components.schemas). Every answer a functional test receives is checked
| against them (tests/helpers/api_contract.ts), so a field the server drops or
| retypes fails there.
*/

const NULLABLE_STRING = orNull(STRING)
const NULLABLE_INTEGER = orNull(INTEGER)
const PARTY = enumOf(['mentor', 'mentee'])

/** A rating and its texts: what either party sees of a feedback. */
const FEEDBACK = {
  overallRating: INTEGER,
  communicationRating: NULLABLE_INTEGER,
  knowledgeRating: NULLABLE_INTEGER,
  wouldRecommend: orNull(BOOLEAN),
  publicText: NULLABLE_STRING,
  createdAt: DATE_TIME,
}

/** What the viewer may do with the session now. */
const ACTIONS = [
  'confirm',
  'cancel',
  'reschedule',
  'confirmReschedule',
  'declineReschedule',
  'join',
  'feedback',
  'reportNoShow',
  'disputeNoShow',
  'notes',
  'editMeetingLink',
]

const SLOT = holding({ startsAt: DATE_TIME, endsAt: DATE_TIME })
const SLOTS = {
  data: listOf(SLOT),
  mentorTimeZone: STRING,
  durationMinutes: INTEGER,
  calendarUnavailable: BOOLEAN,
}
const EXCEPTION = holding({
  id: INTEGER,
  date: { type: 'string', format: 'date' },
  reason: NULLABLE_STRING,
  unavailableAllDay: BOOLEAN,
  startTime: orNull(TIME),
  endTime: orNull(TIME),
})

export const schedulingSchemas: Record<string, Schema> = {
  /** A party of a session (a member who left is `former`, with no id, image or profile). */
  SessionParty: holding({
    id: NULLABLE_INTEGER,
    former: BOOLEAN,
    name: STRING,
    firstName: STRING,
    initials: STRING,
    imageUrl: NULLABLE_STRING,
    profilePath: NULLABLE_STRING,
    locale: NULLABLE_STRING,
  }),
  Session: holding({
    id: INTEGER,
    status: enumOf(SESSION_STATUSES),
    role: PARTY,
    startsAt: DATE_TIME,
    endsAt: DATE_TIME,
    durationMinutes: INTEGER,
    mentorTimeZone: STRING,
    mentor: ref('SessionParty'),
    mentee: ref('SessionParty'),
    counterpart: ref('SessionParty'),
    objective: STRING,
    problem: STRING,
    desiredOutcome: STRING,
    communicationTool: enumOf(COMMUNICATION_TOOLS),
    meetingLink: NULLABLE_STRING,
    isFreeCall: BOOLEAN,
    awaitingConfirmationFrom: orNull(PARTY),
    reschedule: orNull(
      holding({
        id: INTEGER,
        startsAt: DATE_TIME,
        endsAt: DATE_TIME,
        reason: STRING,
        requestedBy: PARTY,
        awaitingMe: BOOLEAN,
        timeAvailable: BOOLEAN,
      })
    ),
    cancellation: orNull(
      holding({ reason: NULLABLE_STRING, by: enumOf(SESSION_CANCELLERS), at: orNull(DATE_TIME) })
    ),
    noShow: orNull(
      holding({
        absentParty: PARTY,
        reportedByMe: BOOLEAN,
        reportNote: NULLABLE_STRING,
        reportedAt: DATE_TIME,
        status: enumOf(NO_SHOW_STATUSES),
        disputeNote: NULLABLE_STRING,
        disputedAt: orNull(DATE_TIME),
        disputeUntil: DATE_TIME,
        decidedAt: orNull(DATE_TIME),
        decisionNote: NULLABLE_STRING,
        creditReturned: BOOLEAN,
      })
    ),
    noShowReportUntil: orNull(DATE_TIME),
    myNote: orNull(holding({ body: STRING, updatedAt: DATE_TIME })),
    myFeedback: orNull(holding({ ...FEEDBACK, privateText: NULLABLE_STRING })),
    theirFeedback: orNull(holding(FEEDBACK)),
    awaitingFeedback: BOOLEAN,
    joinOpensAt: DATE_TIME,
    clockChanges: listOf(holding({ zone: STRING, at: DATE_TIME })),
    can: holding(Object.fromEntries(ACTIONS.map((action) => [action, BOOLEAN]))),
  }),
  SessionPageMeta: holding({ total: INTEGER, page: INTEGER, perPage: INTEGER, lastPage: INTEGER }),
  /** `heldForYou`: the slot the waiting line holds for the viewer (one of `data`), else null. */
  Slots: holding({
    ...SLOTS,
    heldForYou: orNull(holding({ startsAt: DATE_TIME, expiresAt: DATE_TIME })),
  }),
  /** The viewer's place in a full mentor's waiting line (null: not in it) and the slot held for them. */
  WaitingLine: holding({
    position: orNull(INTEGER),
    hold: orNull(holding({ startsAt: DATE_TIME, endsAt: DATE_TIME, expiresAt: DATE_TIME })),
  }),
  SchedulePreview: holding({ ...SLOTS, from: DATE_TIME, until: DATE_TIME }),
  Schedule: holding({
    weekly: listOf(holding({ dayOfWeek: enumOf(DAYS_OF_WEEK), startTime: TIME, endTime: TIME })),
    exceptions: listOf(EXCEPTION),
  }),
  ScheduleException: EXCEPTION,
}
