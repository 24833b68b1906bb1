import { lineOfText, paragraphsOfText } from '#core/validators/display_text'
import vine from '@vinejs/vine'
import type { SchemaTypes } from '@vinejs/vine/types'
import { MENTOR_PROFILE_RULES, type MentorProfileField } from '#business/sessions'
import { MATCHING_COMPANY_SIZES, type MatchingCompanySize } from '#business/matching'

const COMPANY_SIZE_KEYS = Object.keys(MATCHING_COMPANY_SIZES) as MatchingCompanySize[]

const years = () => vine.number().withoutDecimals().min(0).max(MENTOR_PROFILE_RULES.yearsMax)

/*
| Profile fields as operators and admins set them (an invitation, the
| console's mentor form): each may be left out, headline and bio emptied.
*/
export const optionalHeadline = () =>
  vine
    .string()
    .trim()
    .use(lineOfText())
    .maxLength(MENTOR_PROFILE_RULES.headlineMaxLength)
    .nullable()
    .optional()
export const optionalBio = () =>
  vine
    .string()
    .trim()
    .use(paragraphsOfText())
    .minLength(MENTOR_PROFILE_RULES.bioMinLength)
    .maxLength(MENTOR_PROFILE_RULES.bioMaxLength)
    .nullable()
    .optional()
export const optionalYears = () => years().optional()

const minutes = () =>
  vine.number().withoutDecimals().min(0).max(MENTOR_PROFILE_RULES.bufferMaxMinutes)

/**
 * Settings > Mentor profile (PUT /api/mentor-profile): the whole profile at
 * once, in camelCase, one rule per field of MENTOR_PROFILE_FIELDS. Skill and
 * industry ids are checked against the tables and industry years against the
 * total years by the controller.
 */
const mentorProfileFields = {
  headline: vine
    .string()
    .trim()
    .use(lineOfText())
    .minLength(1)
    .maxLength(MENTOR_PROFILE_RULES.headlineMaxLength),
  bio: vine
    .string()
    .trim()
    .use(paragraphsOfText())
    .minLength(MENTOR_PROFILE_RULES.bioMinLength)
    .maxLength(MENTOR_PROFILE_RULES.bioMaxLength),
  yearsOfExperience: years(),
  skills: vine
    .array(vine.number().withoutDecimals().positive())
    .minLength(MENTOR_PROFILE_RULES.skillsMin)
    .maxLength(MENTOR_PROFILE_RULES.skillsMax)
    .distinct(),
  industries: vine
    .array(
      vine.object({
        industryId: vine.number().withoutDecimals().positive(),
        years: years(),
      })
    )
    .minLength(MENTOR_PROFILE_RULES.industriesMin)
    .maxLength(MENTOR_PROFILE_RULES.industriesMax)
    .distinct('industryId'),
  /** Euros, at most two decimals. */
  hourlyRate: vine.number().min(0).max(MENTOR_PROFILE_RULES.hourlyRateMax).decimal([0, 2]),
  sessionDurationMinutes: vine.number().in([...MENTOR_PROFILE_RULES.sessionDurations]),
  bufferBeforeMinutes: minutes(),
  bufferAfterMinutes: minutes(),
  /** null: no monthly limit. */
  maxSessionsPerMonth: vine
    .number()
    .withoutDecimals()
    .min(1)
    .max(MENTOR_PROFILE_RULES.maxSessionsPerMonthMax)
    .nullable(),
  companySizes: vine.array(vine.enum(COMPANY_SIZE_KEYS)).distinct().optional(),
} satisfies Record<MentorProfileField, SchemaTypes>

export const mentorProfileValidator = vine.create(mentorProfileFields)
