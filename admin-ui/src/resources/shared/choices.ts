import { LOCALES } from '#business/app'
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '#business/admin'
import {
  MENTOR_APPLICATION_BASES,
  MENTOR_APPLICATION_RULES,
  MENTOR_APPLICATION_STATUSES,
  ROLES,
  USER_STATUSES,
} from '#business/accounts'
import { MATCHING_COMPANY_SIZES } from '#business/matching'
import {
  BILLING_PERIODS,
  INVOICE_STATUSES,
  PLANS,
  REFUND_REASON_MAX_LENGTH,
  SUBSCRIPTION_STATUSES,
} from '#business/pricing'
import { REFERRAL_STATUSES, REWARD_STATUSES, REWARD_TYPES } from '#business/referrals'
import {
  DAYS_OF_WEEK,
  MENTOR_PROFILE_RULES,
  NO_SHOW_PARTIES,
  NO_SHOW_STATUSES,
  SESSION_RULES,
  SESSION_STATUSES,
} from '#business/sessions'
import { HELP_REQUEST_STATUSES, HELP_REQUEST_TOPICS } from '#business/pro_features'
import { CONTENT_KEYS, CONTENT_RULES } from '#business/content'
import {
  CONVERSATION_REPORT_REASONS,
  CONVERSATION_REPORT_STATUSES,
  CONVERSATION_SIDES,
} from '#business/messages'

/**
 * Values of the enums the console filters and edits, as the API sends them:
 * the server's own lists (config/business). Labels come from
 * `<prefix>.<value>` in the console's messages.
 */
export {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  BILLING_PERIODS,
  CONTENT_KEYS,
  CONVERSATION_REPORT_REASONS,
  CONVERSATION_REPORT_STATUSES,
  CONVERSATION_SIDES,
  HELP_REQUEST_STATUSES,
  HELP_REQUEST_TOPICS,
  LOCALES,
  NO_SHOW_PARTIES,
  NO_SHOW_STATUSES,
  PLANS,
  REFERRAL_STATUSES,
  REWARD_STATUSES,
  REWARD_TYPES,
  ROLES,
  SESSION_STATUSES,
  SUBSCRIPTION_STATUSES,
  USER_STATUSES,
}
export const APPLICATION_BASES = MENTOR_APPLICATION_BASES
export const APPLICATION_STATUSES = MENTOR_APPLICATION_STATUSES
/** A mentor's company sizes are the matching bands. */
export const COMPANY_SIZES = Object.keys(MATCHING_COMPANY_SIZES)
export const SESSION_DURATIONS = MENTOR_PROFILE_RULES.sessionDurations
export const PAYMENT_STATUSES = INVOICE_STATUSES
export const PAYMENT_KINDS = ['subscription', 'session'] as const
export { DAYS_OF_WEEK }

/** Choices for a SelectInput; react-admin translates each `name`. */
export function choicesOf(prefix: string, values: readonly (string | number)[]) {
  return values.map((value) => ({ id: value, name: `${prefix}.${value}` }))
}

/** Limits the console checks before the server does (the server's own rules). */
export const RULES = {
  rejectionReasonMin: MENTOR_APPLICATION_RULES.rejectionReasonMinLength,
  rejectionReasonMax: MENTOR_APPLICATION_RULES.rejectionReasonMaxLength,
  cancelReasonMax: SESSION_RULES.reasonMaxLength,
  noShowNoteMax: SESSION_RULES.noShowNoteMaxLength,
  refundReasonMax: REFUND_REASON_MAX_LENGTH,
  headlineMax: MENTOR_PROFILE_RULES.headlineMaxLength,
  bioMin: MENTOR_PROFILE_RULES.bioMinLength,
  bioMax: MENTOR_PROFILE_RULES.bioMaxLength,
  yearsMax: MENTOR_PROFILE_RULES.yearsMax,
  bufferMaxMinutes: MENTOR_PROFILE_RULES.bufferMaxMinutes,
  maxSessionsPerMonthMax: MENTOR_PROFILE_RULES.maxSessionsPerMonthMax,
  contentTitleMax: CONTENT_RULES.titleMaxLength,
  contentBodyMax: CONTENT_RULES.bodyMaxLength,
} as const
