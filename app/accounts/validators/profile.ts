import { lineOfText } from '#core/validators/display_text'
import vine from '@vinejs/vine'
import { ACCOUNT_RULES, COMPANY_SIZES, ONBOARDING_RULES } from '#business/accounts'
import { editableTimeZone, whenPresent } from '#accounts/validators/rules'

/**
 * The basic profile (settings page and PUT /api/users/profile). Every field
 * is optional so the API can update a part of the profile; a field that is
 * sent must be valid (names and industries cannot be emptied).
 */
export const profileValidator = vine.create({
  first_name: vine
    .string()
    .trim()
    .use(lineOfText())
    .minLength(1)
    .maxLength(ACCOUNT_RULES.nameMaxLength)
    .optional()
    .requiredWhen(whenPresent('first_name')),
  last_name: vine
    .string()
    .trim()
    .use(lineOfText())
    .minLength(1)
    .maxLength(ACCOUNT_RULES.nameMaxLength)
    .optional()
    .requiredWhen(whenPresent('last_name')),
  city: vine
    .string()
    .trim()
    .use(lineOfText())
    .maxLength(ONBOARDING_RULES.cityMaxLength)
    .nullable()
    .optional(),
  timezone: editableTimeZone(),
  company_name: vine
    .string()
    .trim()
    .use(lineOfText())
    .maxLength(ONBOARDING_RULES.companyNameMaxLength)
    .nullable()
    .optional(),
  company_size: vine.enum(COMPANY_SIZES).nullable().optional(),
  professional_role: vine
    .string()
    .trim()
    .use(lineOfText())
    .maxLength(ONBOARDING_RULES.professionalRoleMaxLength)
    .nullable()
    .optional(),
  industries: vine
    .array(vine.number().withoutDecimals().positive())
    .minLength(ONBOARDING_RULES.minIndustries)
    .maxLength(ONBOARDING_RULES.maxIndustries)
    .distinct()
    .optional()
    .requiredWhen(whenPresent('industries')),
})
