import vine from '@vinejs/vine'
import { ACCOUNT_RULES } from '#business/accounts'

/**
 * Deleting one's own account: the explicit "I understand" and, for an account that has one, the
 * password (checked by the controller, like a sign-in).
 */
export const accountDeletionValidator = vine.create({
  understood: vine.accepted(),
  password: vine.string().maxLength(ACCOUNT_RULES.passwordMaxLength).optional(),
})
