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
    first_name: STRING,
    last_name: STRING,
    name: STRING,
    initials: STRING,
    photo_url: orNull(STRING),
    headline: STRING,
    headline_lang: STRING,
    skills: listOf(holding({ slug: STRING, name: STRING })),
    skills_count: INTEGER,
    industries: listOf(holding({ slug: STRING, name: STRING, years: INTEGER })),
    rating: NUMBER,
    ratings_count: INTEGER,
    sessions_count: INTEGER,
    hourly_rate: INTEGER,
    session_duration: INTEGER,
    next_available_at: orNull(DATE_TIME),
  }),
}
