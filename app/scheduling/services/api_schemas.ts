import type { Schema } from '#core/services/openapi_parts'

/*
| The schemas of what scheduling's JSON calls answer, named in the API document
| (components.schemas). First written from the answers the functional tests
| receive; every answer a functional test receives is checked against them
| (tests/helpers/api_contract.ts), so a field the server drops or retypes
| fails there.
*/

export const schedulingSchemas: Record<string, Schema> = {
  Session: {
    type: 'object',
    required: [
      'id',
      'status',
      'role',
      'startsAt',
      'endsAt',
      'durationMinutes',
      'mentorTimeZone',
      'mentor',
      'mentee',
      'counterpart',
      'objective',
      'problem',
      'desiredOutcome',
      'communicationTool',
      'meetingLink',
      'isFreeCall',
      'awaitingConfirmationFrom',
      'reschedule',
      'cancellation',
      'myNote',
      'myFeedback',
      'theirFeedback',
      'awaitingFeedback',
      'joinOpensAt',
      'can',
    ],
    properties: {
      id: {
        type: 'integer',
      },
      status: {
        type: 'string',
      },
      role: {
        type: 'string',
      },
      startsAt: {
        type: 'string',
        format: 'date-time',
      },
      endsAt: {
        type: 'string',
        format: 'date-time',
      },
      durationMinutes: {
        type: 'integer',
      },
      mentorTimeZone: {
        type: 'string',
      },
      mentor: {
        type: 'object',
        required: ['id', 'former', 'name', 'firstName', 'imageUrl', 'profilePath', 'locale'],
        properties: {
          id: {
            type: ['integer', 'null'],
          },
          former: {
            type: 'boolean',
          },
          name: {
            type: 'string',
          },
          firstName: {
            type: 'string',
          },
          imageUrl: {
            type: ['string', 'null'],
          },
          profilePath: {
            type: ['string', 'null'],
          },
          locale: {
            type: ['string', 'null'],
          },
        },
      },
      mentee: {
        type: 'object',
        required: ['id', 'former', 'name', 'firstName', 'imageUrl', 'profilePath', 'locale'],
        properties: {
          id: {
            type: ['integer', 'null'],
          },
          former: {
            type: 'boolean',
          },
          name: {
            type: 'string',
          },
          firstName: {
            type: 'string',
          },
          imageUrl: {
            type: ['string', 'null'],
          },
          profilePath: {
            type: ['string', 'null'],
          },
          locale: {
            type: ['string', 'null'],
          },
        },
      },
      counterpart: {
        type: 'object',
        required: ['id', 'former', 'name', 'firstName', 'imageUrl', 'profilePath', 'locale'],
        properties: {
          id: {
            type: ['integer', 'null'],
          },
          former: {
            type: 'boolean',
          },
          name: {
            type: 'string',
          },
          firstName: {
            type: 'string',
          },
          imageUrl: {
            type: ['string', 'null'],
          },
          profilePath: {
            type: ['string', 'null'],
          },
          locale: {
            type: ['string', 'null'],
          },
        },
      },
      objective: {
        type: 'string',
      },
      problem: {
        type: 'string',
      },
      desiredOutcome: {
        type: 'string',
      },
      communicationTool: {
        type: 'string',
      },
      meetingLink: {
        type: ['string', 'null'],
      },
      isFreeCall: {
        type: 'boolean',
      },
      awaitingConfirmationFrom: {
        type: ['string', 'null'],
      },
      reschedule: {
        type: ['object', 'null'],
        required: [
          'id',
          'startsAt',
          'endsAt',
          'reason',
          'requestedBy',
          'awaitingMe',
          'timeAvailable',
        ],
        properties: {
          id: {
            type: 'integer',
          },
          startsAt: {
            type: 'string',
            format: 'date-time',
          },
          endsAt: {
            type: 'string',
            format: 'date-time',
          },
          reason: {
            type: 'string',
          },
          requestedBy: {
            type: 'string',
          },
          awaitingMe: {
            type: 'boolean',
          },
          timeAvailable: {
            type: 'boolean',
          },
        },
      },
      cancellation: {
        type: ['object', 'null'],
        required: ['reason', 'by', 'at'],
        properties: {
          reason: {
            type: ['string', 'null'],
          },
          by: {
            type: 'string',
          },
          at: {
            type: ['string', 'null'],
            format: 'date-time',
          },
        },
      },
      myNote: {
        type: ['object', 'null'],
        required: ['body', 'updatedAt'],
        properties: {
          body: {
            type: 'string',
          },
          updatedAt: {
            type: 'string',
            format: 'date-time',
          },
        },
      },
      myFeedback: {
        type: ['object', 'null'],
        required: [
          'overallRating',
          'communicationRating',
          'knowledgeRating',
          'wouldRecommend',
          'publicText',
          'createdAt',
          'privateText',
        ],
        properties: {
          overallRating: {
            type: 'integer',
          },
          communicationRating: {
            type: ['integer', 'null'],
          },
          knowledgeRating: {
            type: ['integer', 'null'],
          },
          wouldRecommend: {
            type: ['boolean', 'null'],
          },
          publicText: {
            type: ['string', 'null'],
          },
          createdAt: {
            type: 'string',
            format: 'date-time',
          },
          privateText: {
            type: ['string', 'null'],
          },
        },
      },
      theirFeedback: {
        type: ['object', 'null'],
        required: [
          'overallRating',
          'communicationRating',
          'knowledgeRating',
          'wouldRecommend',
          'publicText',
          'createdAt',
        ],
        properties: {
          overallRating: {
            type: 'integer',
          },
          communicationRating: {
            type: ['integer', 'null'],
          },
          knowledgeRating: {
            type: ['integer', 'null'],
          },
          wouldRecommend: {
            type: ['boolean', 'null'],
          },
          publicText: {
            type: ['string', 'null'],
          },
          createdAt: {
            type: 'string',
            format: 'date-time',
          },
        },
      },
      awaitingFeedback: {
        type: 'boolean',
      },
      joinOpensAt: {
        type: 'string',
        format: 'date-time',
      },
      can: {
        type: 'object',
        required: [
          'confirm',
          'cancel',
          'reschedule',
          'confirmReschedule',
          'declineReschedule',
          'join',
          'feedback',
          'notes',
          'editMeetingLink',
        ],
        properties: {
          confirm: {
            type: 'boolean',
          },
          cancel: {
            type: 'boolean',
          },
          reschedule: {
            type: 'boolean',
          },
          confirmReschedule: {
            type: 'boolean',
          },
          declineReschedule: {
            type: 'boolean',
          },
          join: {
            type: 'boolean',
          },
          feedback: {
            type: 'boolean',
          },
          notes: {
            type: 'boolean',
          },
          editMeetingLink: {
            type: 'boolean',
          },
        },
      },
    },
  },
  SessionPageMeta: {
    type: 'object',
    required: ['total', 'page', 'perPage', 'lastPage'],
    properties: {
      total: {
        type: 'integer',
      },
      page: {
        type: 'integer',
      },
      perPage: {
        type: 'integer',
      },
      lastPage: {
        type: 'integer',
      },
    },
  },
  Slots: {
    type: 'object',
    required: ['data', 'mentorTimeZone', 'durationMinutes', 'calendarUnavailable'],
    properties: {
      data: {
        type: 'array',
        items: {
          type: 'object',
          required: ['startsAt', 'endsAt'],
          properties: {
            startsAt: {
              type: 'string',
              format: 'date-time',
            },
            endsAt: {
              type: 'string',
              format: 'date-time',
            },
          },
        },
      },
      mentorTimeZone: {
        type: 'string',
      },
      durationMinutes: {
        type: 'integer',
      },
      calendarUnavailable: {
        type: 'boolean',
      },
    },
  },
  SchedulePreview: {
    type: 'object',
    required: ['data', 'mentorTimeZone', 'durationMinutes', 'calendarUnavailable', 'from', 'until'],
    properties: {
      data: {
        type: 'array',
        items: {
          type: 'object',
          required: ['startsAt', 'endsAt'],
          properties: {
            startsAt: {
              type: 'string',
              format: 'date-time',
            },
            endsAt: {
              type: 'string',
              format: 'date-time',
            },
          },
        },
      },
      mentorTimeZone: {
        type: 'string',
      },
      durationMinutes: {
        type: 'integer',
      },
      calendarUnavailable: {
        type: 'boolean',
      },
      from: {
        type: 'string',
        format: 'date-time',
      },
      until: {
        type: 'string',
        format: 'date-time',
      },
    },
  },
  Schedule: {
    type: 'object',
    required: ['weekly', 'exceptions'],
    properties: {
      weekly: {
        type: 'array',
        items: {
          type: 'object',
          required: ['day_of_week', 'start_time', 'end_time'],
          properties: {
            day_of_week: {
              type: 'integer',
            },
            start_time: {
              type: 'string',
            },
            end_time: {
              type: 'string',
            },
          },
        },
      },
      exceptions: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'date', 'reason', 'unavailable_all_day', 'start_time', 'end_time'],
          properties: {
            id: {
              type: 'integer',
            },
            date: {
              type: 'string',
            },
            reason: {
              type: ['string', 'null'],
            },
            unavailable_all_day: {
              type: 'boolean',
            },
            start_time: {
              type: ['string', 'null'],
            },
            end_time: {
              type: ['string', 'null'],
            },
          },
        },
      },
    },
  },
  ScheduleException: {
    type: 'object',
    required: ['id', 'date', 'reason', 'unavailable_all_day', 'start_time', 'end_time'],
    properties: {
      id: {
        type: 'integer',
      },
      date: {
        type: 'string',
      },
      reason: {
        type: ['string', 'null'],
      },
      unavailable_all_day: {
        type: 'boolean',
      },
      start_time: {
        type: ['string', 'null'],
      },
      end_time: {
        type: ['string', 'null'],
      },
    },
  },
}
