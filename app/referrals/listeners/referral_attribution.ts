import emitter from '@adonisjs/core/services/emitter'
import type { UserRegistered } from '#accounts/index'
import { attributeReferral } from '#referrals/services/attribution'

/** A new member who came with a referral code is attributed to its owner (never fails a sign-up). */
export function attributeNewMembers() {
  emitter.on('user:registered', async ({ userId, email, referralCode }: UserRegistered) => {
    await attributeReferral({ id: userId, email }, referralCode)
  })
}
