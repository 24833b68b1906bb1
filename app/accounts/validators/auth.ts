import { personName } from '#accounts/validators/rules'
import vine from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import { ACCOUNT_RULES } from '#business/accounts'
import { REFERRAL_RULES } from '#business/referrals'
import { isStrongEnough } from '#business/password_strength'

/**
 * Sign-up, sign-in and password recovery. Messages come from the
 * `validation` language files (rule names below), in the viewer's language.
 */

/**
 * Messages and field names from the `validation` language files, in the
 * viewer's language (i18n's default prefix is `validator.shared`).
 */
export function validationMessages(ctx: HttpContext) {
  return { messagesProvider: ctx.i18n.createMessagesProvider('validation') }
}

/** A password the shared scorer rates at least ACCOUNT_RULES.passwordMinScore, given the other fields. */
const strongPasswordRule = vine.createRule((value: unknown, _options: undefined, field) => {
  if (typeof value !== 'string') return
  const parent = (field.parent ?? {}) as Record<string, unknown>
  const text = (key: string) => (typeof parent[key] === 'string' ? (parent[key] as string) : null)
  const context = {
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
  }
  if (!isStrongEnough(value, context)) {
    field.report('Please choose a stronger password', 'strongPassword', field)
  }
})

const email = () =>
  vine.string().trim().toLowerCase().maxLength(ACCOUNT_RULES.emailMaxLength).email()

const newPassword = () =>
  vine
    .string()
    .minLength(ACCOUNT_RULES.passwordMinLength)
    .maxLength(ACCOUNT_RULES.passwordMaxLength)
    .use(strongPasswordRule())

/** An 8-character referral code (letters and digits), optional. */
const referralCode = () =>
  vine
    .string()
    .trim()
    .toUpperCase()
    .fixedLength(REFERRAL_RULES.codeLength)
    .alphaNumeric()
    .nullable()
    .optional()

export const registerValidator = vine.create({
  first_name: personName(),
  last_name: personName(),
  email: email(),
  password: newPassword(),
  referralCode: referralCode(),
})

export const loginValidator = vine.create({
  email: email(),
  password: vine.string().maxLength(ACCOUNT_RULES.passwordMaxLength),
  remember: vine.boolean().optional(),
  returnTo: vine.string().maxLength(2000).nullable().optional(),
})

/** Forgot password and resend verification: an e-mail address. */
export const emailOnlyValidator = vine.create({
  email: email(),
})

const token = () => vine.string().trim().minLength(1).maxLength(200)

/** The reset form: the new password typed twice. */
export const resetPasswordFormValidator = vine.create({
  token: token(),
  password: newPassword().confirmed({ as: 'password_confirmation' }),
})

/** The spec's `POST /auth/reset-password` call: `{ token, password }`. */
export const resetPasswordApiValidator = vine.create({
  token: token(),
  password: newPassword(),
})
