import { ReferralCodeSchema } from '#database/schema'

/** A user's own 8-character referral code (one per user; regenerating replaces it). */
export default class ReferralCode extends ReferralCodeSchema {}
