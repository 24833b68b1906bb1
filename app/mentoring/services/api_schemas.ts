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
import { WHY_NOT } from '#business/matching'

/*
| The schemas of what mentoring's JSON calls answer, named in the API document
| (components.schemas). First written from the answers the functional tests
| receive; every answer a functional test receives is checked against them
| (tests/helpers/api_contract.ts), so a field the server drops or retypes
| fails there.
*/

/** A thin search's "why not" (`whyNot`, null when not thin or when no removal adds anyone). */
const whyNot = (criteria: readonly string[], description: string): Schema => ({
  type: ['object', 'null'],
  description: `${description} Given when fewer than ${WHY_NOT.fewerThan} mentors are found, else null; null too when removing no single criterion adds anyone.`,
  required: ['criterion', 'label', 'added'],
  properties: {
    criterion: {
      type: 'string',
      enum: [...criteria],
      description: 'The criterion to remove; equal gains go to the first of this list',
    },
    label: { type: 'string', description: "The criterion and its value in the viewer's language" },
    added: { type: 'integer', minimum: 1, description: 'How many more mentors it would find' },
  },
})

export const mentoringSchemas: Record<string, Schema> = {
  MatchWhyNot: whyNot(
    WHY_NOT.matchingCriteria,
    'The narrowing criterion whose removal would add the most matches (with the same result limit).'
  ),
  CatalogueWhyNot: whyNot(
    WHY_NOT.catalogueCriteria,
    'The filter (query parameter q, skills, industries, price_min or price_max) whose removal would add the most mentors.'
  ),
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
