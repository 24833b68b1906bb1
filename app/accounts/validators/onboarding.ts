import { lineOfText, paragraphsOfText } from '#core/validators/display_text'
import vine from '@vinejs/vine'
import {
  COMPANY_SIZES,
  DISCOVERY_SOURCES,
  ONBOARDING_RULES as RULES,
  type OnboardingStep,
} from '#business/accounts'
import { isTruthy, timeZoneRule } from '#accounts/validators/rules'

/**
 * One validator per onboarding step (spec section 5: at least one industry;
 * a specification when the discovery source is "other").
 */
export const onboardingValidators = {
  location: vine.create({
    city: vine.string().trim().use(lineOfText()).minLength(1).maxLength(RULES.cityMaxLength),
    timezone: vine.string().trim().use(timeZoneRule()),
  }),
  company: vine.create({
    has_company: vine.boolean(),
    company_name: vine
      .string()
      .trim()
      .use(lineOfText())
      .maxLength(RULES.companyNameMaxLength)
      .optional()
      .requiredWhen((field) => isTruthy(field.parent.has_company)),
  }),
  company_size: vine.create({
    company_size: vine.enum(COMPANY_SIZES),
  }),
  role: vine.create({
    professional_role: vine
      .string()
      .trim()
      .use(lineOfText())
      .minLength(1)
      .maxLength(RULES.professionalRoleMaxLength),
  }),
  industries: vine.create({
    industries: vine
      .array(vine.number().withoutDecimals().positive())
      .minLength(RULES.minIndustries)
      .maxLength(RULES.maxIndustries)
      .distinct(),
  }),
  challenge: vine.create({
    growth_challenge: vine
      .string()
      .trim()
      .use(paragraphsOfText())
      .minLength(1)
      .maxLength(RULES.growthChallengeMaxLength),
  }),
  discovery: vine.create({
    discovery_source: vine.enum(DISCOVERY_SOURCES),
    discovery_source_other: vine
      .string()
      .trim()
      .maxLength(RULES.discoveryOtherMaxLength)
      .optional()
      .requiredWhen('discovery_source', '=', 'other'),
  }),
} satisfies Record<OnboardingStep, unknown>

export const tourValidator = vine.create({
  outcome: vine.enum(['completed', 'skipped'] as const),
})
