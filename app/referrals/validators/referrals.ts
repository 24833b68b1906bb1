import vine from '@vinejs/vine'
import { REFERRAL_RULES } from '#business/referrals'

/** `?page=&limit=` of the referral lists (defaults: page 1, limit 10). */
export const pageValidator = vine.create({
  page: vine.number().withoutDecimals().min(REFERRAL_RULES.firstPage).max(100_000).optional(),
  limit: vine.number().withoutDecimals().min(1).max(REFERRAL_RULES.maxPageSize).optional(),
})
