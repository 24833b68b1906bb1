import { randomInt } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { REFERRAL_RULES, normalizeReferralCode } from '#business/referrals'
import { isUniqueViolation } from '#database/errors'
import { memberById, type User } from '#accounts/index'
import ReferralCode from '#referrals/models/referral_code'

/** A random string of the code alphabet (no look-alike characters). */
export function randomCode(length: number = REFERRAL_RULES.codeLength) {
  const alphabet = REFERRAL_RULES.codeAlphabet
  let code = ''
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)]
  return code
}

/** The shareable link of a code: `<APP_URL>/r/<code>`. */
export function referralLinkOf(code: string) {
  return `${env.get('APP_URL').replace(/\/+$/, '')}/r/${code}`
}

export type GeneratedCode = { code: string; referralCode: string; referralLink: string }

function codeAnswer(code: string): GeneratedCode {
  return { code, referralCode: code, referralLink: referralLinkOf(code) }
}

/** The user's code, created on first use (two concurrent first uses agree on one). */
export async function ensureReferralCode(user: User): Promise<string> {
  const existing = await ReferralCode.findBy('userId', user.id)
  if (existing) return existing.code
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const created = await ReferralCode.create({ userId: user.id, code: randomCode() })
      return created.code
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      // Either this user's row was created concurrently, or the code is taken: look again.
      const raced = await ReferralCode.findBy('userId', user.id)
      if (raced) return raced.code
    }
  }
  throw new Error(`could not create a referral code for user ${user.id}`)
}

/**
 * A new code for the user, replacing the old one (created if none existed).
 * Referrals already made keep the code they were captured with.
 */
export async function generateReferralCode(user: User): Promise<GeneratedCode> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomCode()
    try {
      const now = DateTime.utc()
      const stamp = now.toFormat(db.connection().dialect.dateTimeFormat)
      const updated = await db
        .from('referral_codes')
        .where('user_id', user.id)
        .update({ code, updated_at: stamp })
      if (Number(Array.isArray(updated) ? updated[0] : updated) === 1) return codeAnswer(code)
      await ReferralCode.create({ userId: user.id, code })
      return codeAnswer(code)
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
  throw new Error(`could not generate a referral code for user ${user.id}`)
}

/** The referrer behind a code, for the landing page; null for an unknown code. */
export async function lookupReferralCode(
  code: string
): Promise<{ code: string; referrerFirstName: string } | null> {
  const normalized = normalizeReferralCode(code)
  if (!normalized) return null
  const row = await ReferralCode.query().where('code', normalized).first()
  const referrer = row ? await memberById(row.userId) : null
  if (!row || !referrer || referrer.isSuspended) return null
  return { code: row.code, referrerFirstName: referrer.firstName }
}
