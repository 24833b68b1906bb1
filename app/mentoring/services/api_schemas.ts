import {
  DATE_TIME,
  holding,
  INTEGER,
  listOf,
  NUMBER,
  orNull,
  STRING,
  type Schema,
} from '#core/services/openapi_parts'

/*
| The schemas of what mentoring's JSON calls answer, named in the API document
| (components.schemas). First written from the answers the functional tests
| receive; every answer a functional test receives is checked against them
| (tests/helpers/api_contract.ts), so a field the server drops or retypes
| fails there.
*/

export const mentoringSchemas: Record<string, Schema> = {
  MentorCard: holding({
    id: INTEGER,
    slug: orNull(STRING),
    firstName: STRING,
    lastName: STRING,
    name: STRING,
    initials: STRING,
    photoUrl: orNull(STRING),
    headline: STRING,
    headlineLang: STRING,
    skills: listOf(holding({ slug: STRING, name: STRING })),
    skillsCount: INTEGER,
    industries: listOf(holding({ slug: STRING, name: STRING, years: INTEGER })),
    rating: NUMBER,
    ratingsCount: INTEGER,
    sessionsCount: INTEGER,
    confirmHours: orNull(INTEGER),
    hourlyRate: INTEGER,
    sessionDuration: INTEGER,
    nextAvailableAt: orNull(DATE_TIME),
  }),
}
