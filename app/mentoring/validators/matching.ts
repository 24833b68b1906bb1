import { lineOfText, paragraphsOfText } from '#core/validators/display_text'
import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import {
  EXPERIENCE_LEVEL_KEYS,
  MATCH_SORTS,
  MATCHING_COMPANY_SIZE_KEYS,
  MATCHING_REQUEST_RULES,
  MATCHING_RULES as RULES,
  SESSION_FORMATS,
} from '#business/matching'

/**
 * Matching criteria (spec sections 3 and 5): industries required 1-10, skills
 * up to 15, max results one of the offered limits or none (null). With
 * `anyIndustry` the industries only rank (a thin search's "why not" relax).
 * Ids are
 * checked against the vocabularies by the search (unknown ids fail on the field).
 */
const ids = () => vine.array(vine.number().withoutDecimals().positive()).distinct()

function criteriaFields() {
  return {
    industries: ids().minLength(RULES.industriesMin).maxLength(RULES.industriesMax),
    /** Mentors outside the industries' sectors match too (they still rank by industry). */
    anyIndustry: vine.boolean().optional(),
    skills: ids().maxLength(RULES.skillsMax).optional(),
    experienceLevel: vine.enum(EXPERIENCE_LEVEL_KEYS).nullable().optional(),
    companySize: vine.enum(MATCHING_COMPANY_SIZE_KEYS).nullable().optional(),
    minRating: vine.number().min(RULES.minRatingMin).max(RULES.minRatingMax).nullable().optional(),
    sessionFormat: vine.enum(SESSION_FORMATS).nullable().optional(),
    goals: vine
      .string()
      .trim()
      .use(paragraphsOfText())
      .maxLength(RULES.goalsMaxLength)
      .nullable()
      .optional(),
    maxResults: vine
      .number()
      .in([...RULES.maxResultsOptions])
      .nullable()
      .optional(),
  }
}

/** The criteria alone (what a saved search keeps). */
export const criteriaValidator = vine.create(criteriaFields())
export type MatchingCriteria = Infer<typeof criteriaValidator>

const pageFields = () => ({
  sort: vine.enum(MATCH_SORTS).optional(),
  page: vine.number().withoutDecimals().min(1).optional(),
})

/** POST /api/matching/search: criteria, sort and page. */
export const searchValidator = vine.create({ ...criteriaFields(), ...pageFields() })

/** POST /api/matching/quick: the criteria come from the onboarding answers (anyIndustry: the relax). */
export const quickMatchValidator = vine.create({
  ...pageFields(),
  anyIndustry: vine.boolean().optional(),
})

/** POST /api/matching/preferences */
export const savePreferenceValidator = vine.create({
  name: vine
    .string()
    .trim()
    .use(lineOfText())
    .minLength(1)
    .maxLength(RULES.savedPreferenceNameMaxLength),
  criteria: vine.object(criteriaFields()),
})

/** POST /api/matching/requests (PRO): a message and, optionally, the criteria on screen. */
export const matchingRequestValidator = vine.create({
  message: vine
    .string()
    .trim()
    .minLength(MATCHING_REQUEST_RULES.messageMinLength)
    .maxLength(MATCHING_REQUEST_RULES.messageMaxLength),
  criteria: vine.object(criteriaFields()).nullable().optional(),
})
