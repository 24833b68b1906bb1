import vine from '@vinejs/vine'
import { ACCOUNT_RULES, SLUG_PATTERN, type EmailPreference } from '#business/accounts'
import { isReservedSlug } from '#accounts/services/slug'

/** Lower-case letters, digits and single hyphens, with at least one letter. */
const slugFormatRule = vine.createRule((value: unknown, _options: undefined, field) => {
  if (typeof value !== 'string' || !SLUG_PATTERN.test(value) || !/[a-z]/.test(value)) {
    field.report('The {{ field }} field format is invalid', 'slugFormat', field)
  }
})

const reservedSlugRule = vine.createRule((value: unknown, _options: undefined, field) => {
  if (typeof value === 'string' && isReservedSlug(value)) {
    field.report('The {{ field }} is not available', 'reserved', field)
  }
})

/**
 * Account settings: the personal URL and a password change, saved together.
 * Strength, the current password and uniqueness are checked by the controller.
 */
export const accountValidator = vine.create({
  slug: vine
    .string()
    .trim()
    .toLowerCase()
    .minLength(ACCOUNT_RULES.slugMinLength)
    .maxLength(ACCOUNT_RULES.slugMaxLength)
    .use(slugFormatRule())
    .use(reservedSlugRule())
    .nullable()
    .optional(),
  current_password: vine.string().maxLength(ACCOUNT_RULES.passwordMaxLength).optional(),
  new_password: vine
    .string()
    .minLength(ACCOUNT_RULES.passwordMinLength)
    .maxLength(ACCOUNT_RULES.passwordMaxLength)
    .confirmed({ as: 'new_password_confirmation' })
    .optional(),
})

/** E-mail preferences: a boolean each, all sent by the page. */
export const emailPreferencesValidator = vine.create({
  bookings: vine.boolean(),
  reminders: vine.boolean(),
  final_reminders: vine.boolean(),
  outcome_follow_ups: vine.boolean(),
  messages: vine.boolean(),
  product_news: vine.boolean(),
  referrals: vine.boolean(),
} satisfies Record<EmailPreference, unknown>)
