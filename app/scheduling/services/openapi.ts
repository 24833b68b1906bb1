import { SESSION_RULES, WAITING_LINE_RULES } from '#business/sessions'
import {
  SCHEDULE_LIMITS,
  scheduleExceptionValidator,
  weeklyScheduleValidator,
} from '#scheduling/validators/schedule'
import {
  bookingValidator,
  cancelValidator,
  feedbackValidator,
  noShowValidator,
  listValidator,
  meetingLinkValidator,
  noteValidator,
  rescheduleValidator,
  slotsValidator,
} from '#scheduling/validators/sessions'
import type { ApiDocumentPart } from '#core/services/api_document'
import { schedulingSchemas } from '#scheduling/services/api_schemas'
import {
  bodyOf,
  holding,
  ref,
  queryOf,
  CHANGE,
  error,
  json,
  type Operation,
  pathId,
  PUBLIC,
  type Paths,
} from '#core/services/openapi_parts'

const MENTOR_ID = pathId('id', "The mentor's user id, or their personal-URL slug", {
  type: 'string',
  pattern: '^[a-z0-9-]+$',
})
const SESSION_ID = pathId(
  'id',
  'The session id (NOT_FOUND unless the viewer is one of its parties)'
)
const SESSION = json('The session as the viewer sees it', holding({ session: ref('Session') }))
const SESSION_ERRORS = {
  ...CHANGE,
  404: error('NOT_FOUND: no such session of the viewer'),
  409: error(
    'DUPLICATE_RECORD: already done (a reschedule already open, feedback already given); CONFLICT: the session is no longer in a state that allows this (confirmed, cancelled or ended meanwhile, or no reschedule waiting)'
  ),
}
const SESSION_RULE = error(
  'VALIDATION_ERROR: field errors, or a rule of the session forbids it now (its notice period)'
)

/** Booking, My Sessions and the actions on a session. */
function sessionPaths(): Paths {
  const action = (summary: string, extra: Operation = {}) => ({
    post: {
      summary,
      tags: ['sessions'],
      parameters: [SESSION_ID],
      ...extra,
      responses: { 200: SESSION, ...SESSION_ERRORS, 422: SESSION_RULE },
    },
  })
  const slots = json("The mentor's free slots in the window", ref('Slots'))
  return {
    '/api/mentors/:id/slots': {
      get: {
        summary: "A listed mentor's free slots",
        tags: ['sessions'],
        ...PUBLIC,
        parameters: [MENTOR_ID, ...queryOf(slotsValidator)],
        responses: {
          200: slots,
          404: error('NOT_FOUND: no listed mentor with this id or slug'),
          422: error('VALIDATION_ERROR'),
        },
      },
    },
    '/api/mentors/:id/sessions': {
      post: {
        summary: 'Book a session with a mentor',
        description: `At least ${SESSION_RULES.bookingNoticeHours} h ahead, on one of the mentor's free slots; the mentor confirms it. Uses the member's entitlement (free call, reward or subscription quota).`,
        tags: ['sessions'],
        parameters: [MENTOR_ID],
        requestBody: bodyOf(bookingValidator),
        responses: {
          201: json('The booked session', holding({ session: ref('Session') })),
          ...CHANGE,
          403: error(
            "FORBIDDEN: booking oneself, or no session left on the plan; MENTOR_MONTHLY_LIMIT: PRO includes one call per mentor per month and this mentor's is used"
          ),
          404: error('NOT_FOUND: no listed mentor with this id or slug'),
          409: error('DUPLICATE_RECORD: the slot was taken meanwhile, or the mentee is busy then'),
          422: SESSION_RULE,
        },
      },
    },
    '/api/mentors/:id/waiting-line': {
      post: {
        summary: "Join a full mentor's waiting line",
        description: `For a mentee who could book the mentor while none of the mentor's slots in the booking horizon is free for them. When a slot frees, the first in line is e-mailed and the slot is held for them for ${WAITING_LINE_RULES.holdHours} h, then passes to the next. Joining again keeps the place.`,
        tags: ['sessions'],
        parameters: [MENTOR_ID],
        responses: {
          200: json("The viewer's place in the line", holding({ waitingLine: ref('WaitingLine') })),
          403: error(
            "FORBIDDEN: the mentor themself, or no session left on the plan; MENTOR_MONTHLY_LIMIT: PRO's call with this mentor this month is used"
          ),
          404: error('NOT_FOUND: no listed mentor with this id or slug'),
          409: error('CONFLICT: the mentor has slots the viewer can book now'),
        },
      },
      delete: {
        summary: "Leave a mentor's waiting line",
        description:
          'Not in it: nothing changes. A slot held for the viewer is released and goes to the next in line.',
        tags: ['sessions'],
        parameters: [MENTOR_ID],
        responses: {
          200: json("The viewer's place (none)", holding({ waitingLine: ref('WaitingLine') })),
          404: error('NOT_FOUND: no listed mentor with this slug (a user id is always accepted)'),
        },
      },
    },
    '/api/sessions': {
      get: {
        summary: "One page of the viewer's sessions, by tab",
        tags: ['sessions'],
        parameters: queryOf(listValidator),
        responses: {
          200: json(
            'The sessions of the page and the pagination',
            holding({
              data: { type: 'array', items: ref('Session') },
              meta: ref('SessionPageMeta'),
            })
          ),
        },
      },
    },
    '/api/sessions/:id': {
      get: {
        summary: 'One session, for its parties only',
        tags: ['sessions'],
        parameters: [SESSION_ID],
        responses: { 200: SESSION },
      },
    },
    '/api/sessions/:id/slots': {
      get: {
        summary: "The mentor's slots a reschedule of this session may move to",
        tags: ['sessions'],
        parameters: [SESSION_ID],
        responses: { 200: slots },
      },
    },
    '/api/sessions/:id/confirm': action('The mentor confirms a requested session'),
    '/api/sessions/:id/cancel': action(
      `Cancel a session (the mentee up to ${SESSION_RULES.cancelNoticeHours} h before it starts)`,
      { requestBody: bodyOf(cancelValidator) }
    ),
    '/api/sessions/:id/reschedule': action(
      `Ask the other party to move the session (at least ${SESSION_RULES.rescheduleNoticeHours} h ahead); replaces an open request whose time is no longer free (\`reschedule.timeAvailable\` false)`,
      { requestBody: bodyOf(rescheduleValidator) }
    ),
    '/api/sessions/:id/reschedule/confirm': action(
      'Accept the pending reschedule request (refused when its time is no longer free: `reschedule.timeAvailable` says so beforehand)'
    ),
    '/api/sessions/:id/reschedule/decline': action('Decline the pending reschedule request'),
    '/api/sessions/:id/meeting-link': {
      put: {
        summary: 'The mentor sets the meeting link',
        tags: ['sessions'],
        parameters: [SESSION_ID],
        requestBody: bodyOf(meetingLinkValidator),
        responses: { 200: SESSION, ...SESSION_ERRORS, 422: SESSION_RULE },
      },
    },
    '/api/sessions/:id/notes': {
      put: {
        summary: "The viewer's private note on the session, added or edited",
        tags: ['sessions'],
        parameters: [SESSION_ID],
        requestBody: bodyOf(noteValidator),
        responses: { 200: SESSION, ...SESSION_ERRORS, 422: SESSION_RULE },
      },
    },
    '/api/sessions/:id/feedback': {
      post: {
        summary: "The viewer's feedback, once, after the session ended",
        tags: ['sessions'],
        parameters: [SESSION_ID],
        requestBody: bodyOf(feedbackValidator),
        responses: { 201: SESSION, ...SESSION_ERRORS, 422: SESSION_RULE },
      },
    },
    '/api/sessions/:id/no-show': {
      post: {
        summary: `Report that the other party did not show up (once per session, from its end until ${SESSION_RULES.noShowReportHours} hours later), with an optional note`,
        tags: ['sessions'],
        parameters: [SESSION_ID],
        requestBody: bodyOf(noShowValidator),
        responses: { 201: SESSION, ...SESSION_ERRORS, 422: SESSION_RULE },
      },
    },
    '/api/sessions/:id/no-show/dispute': {
      post: {
        summary: `The party reported absent disputes the no-show (within ${SESSION_RULES.noShowDisputeHours} hours of the report), with an optional note; an admin decides`,
        tags: ['sessions'],
        parameters: [SESSION_ID],
        requestBody: bodyOf(noShowValidator),
        responses: {
          200: SESSION,
          ...SESSION_ERRORS,
          403: error('FORBIDDEN: the viewer reported it (only the party reported absent disputes)'),
          422: SESSION_RULE,
        },
      },
    },
  }
}

/** Settings > Schedule (mentor access). */
function schedulePaths(): Paths {
  const MENTOR_ONLY = {
    403: error('FORBIDDEN: not a mentor'),
    404: error('NOT_FOUND: the mentor has no profile yet'),
  }
  const settings = json(
    "The mentor's weekly ranges and exceptions, and the next two weeks' bookable slots",
    holding({ schedule: ref('Schedule'), preview: ref('SchedulePreview') })
  )
  const withException = json(
    'The exception, and the schedule and preview it makes',
    holding({
      exception: ref('ScheduleException'),
      schedule: ref('Schedule'),
      preview: ref('SchedulePreview'),
    })
  )
  const exception = bodyOf(scheduleExceptionValidator)
  const exceptionId = pathId('id', 'The exception id')
  return {
    '/api/schedule': {
      get: {
        summary: "The mentor's schedule settings",
        tags: ['schedule'],
        responses: {
          200: json(
            "The mentor's weekly ranges and exceptions",
            holding({ schedule: ref('Schedule') })
          ),
          ...MENTOR_ONLY,
        },
      },
    },
    '/api/schedule/weekly': {
      put: {
        summary: 'Replace the weekly availability',
        description: `Times are HH:mm wall-clock times in the mentor's zone (24:00 ends the day); at most ${SCHEDULE_LIMITS.maxRangesPerDay} ranges a day, none overlapping.`,
        tags: ['schedule'],
        requestBody: bodyOf(weeklyScheduleValidator),
        responses: { 200: settings, ...CHANGE, ...MENTOR_ONLY },
      },
    },
    '/api/schedule/preview': {
      get: {
        summary: "The next two weeks' bookable slots the current schedule gives",
        tags: ['schedule'],
        responses: {
          200: json('The coming slots', ref('SchedulePreview')),
          ...MENTOR_ONLY,
        },
      },
    },
    '/api/schedule/exceptions': {
      post: {
        summary: 'Add a day off or unavailable hours',
        tags: ['schedule'],
        requestBody: exception,
        responses: { 201: withException, ...CHANGE, ...MENTOR_ONLY },
      },
    },
    '/api/schedule/exceptions/:id': {
      put: {
        summary: 'Edit an exception',
        tags: ['schedule'],
        parameters: [exceptionId],
        requestBody: exception,
        responses: { 200: withException, ...CHANGE, ...MENTOR_ONLY },
      },
      delete: {
        summary: 'Remove an exception',
        tags: ['schedule'],
        parameters: [exceptionId],
        responses: { 200: settings, ...CHANGE, ...MENTOR_ONLY },
      },
    },
  }
}

/** The scheduling calls of the API document (GET /api/openapi.json) and the schemas they name. */
export function schedulingApiDocument(): ApiDocumentPart {
  return { paths: { ...sessionPaths(), ...schedulePaths() }, schemas: schedulingSchemas }
}
