import { DateTime } from 'luxon'
import type User from '#accounts/models/user'
import Referral from '#referrals/models/referral'
import { givenUser } from '#tests/helpers/users'
import { generateReferralCode } from '#referrals/services/codes'
import { attributeReferral } from '#referrals/services/attribution'
import { convertReferralOnPayment } from '#referrals/services/conversion'

/** A user with a referral code. */
export async function givenReferrer(overrides: Parameters<typeof givenUser>[0] = {}) {
  const user = await givenUser(overrides)
  const { code } = await generateReferralCode(user)
  return { user, code }
}

/** A friend who signed up with the referrer's code (at `at`). */
export async function givenReferredFriend(code: string, at: DateTime = DateTime.utc()) {
  const friend = await givenUser({ firstName: 'Ada', lastName: 'Lovelace' })
  const outcome = await attributeReferral(friend, code, at)
  if (!outcome.attributed) throw new Error(`not attributed: ${outcome.reason}`)
  return friend
}

/** `count` friends of the referrer who each paid their first invoice. */
export async function givenConversions(code: string, count: number) {
  const friends: User[] = []
  for (let i = 0; i < count; i++) {
    const friend = await givenReferredFriend(code)
    await convertReferralOnPayment(friend.id, DateTime.utc(), 2900)
    friends.push(friend)
  }
  return friends
}

export async function referralOf(friend: User) {
  return Referral.query().where('referredUserId', friend.id).firstOrFail()
}

export async function statusOf(friend: User) {
  const referral = await referralOf(friend)
  return referral.status
}

/** The JSON body of an API client request. */
export async function bodyOf(request: PromiseLike<{ body(): any }>) {
  const response = await request
  return response.body()
}
