import { formerMemberName, membersByIds } from '#accounts/index'
import { exportedFields, type PersonalDataPart } from '#core/services/personal_data'
import DiscountCode from '#referrals/models/discount_code'
import Referral from '#referrals/models/referral'
import ReferralCode from '#referrals/models/referral_code'
import Reward from '#referrals/models/reward'
import { referralLinkOf } from '#referrals/services/codes'

/*
| Referrals' part of members' data: their code, the friends they referred (as
| the referral page shows them), who referred them, their rewards and
| discount codes. A referrer keeps the referral of a friend who leaves (shown
| as a former member); a leaving referrer's referrals, rewards and code go.
*/

export const referralsPersonalData: PersonalDataPart = {
  module: 'referrals',
  tables: ['referral_codes', 'referrals', 'rewards', 'discount_codes'],

  async export(subject) {
    const code = await ReferralCode.findBy('userId', subject.id)
    const made = await Referral.query().where('referrerUserId', subject.id).orderBy('createdAt')
    const received = await Referral.findBy('referredUserId', subject.id)
    const rewards = await Reward.query().where('referrerUserId', subject.id).orderBy('createdAt')
    const discounts = await DiscountCode.query().where('userId', subject.id).orderBy('createdAt')
    const people = await membersByIds([
      ...made.flatMap((referral) => referral.referredUserId ?? []),
      ...(received ? [received.referrerUserId] : []),
    ])
    const friendName = (referral: Referral) => {
      const friend = referral.referredUserId ? people.get(referral.referredUserId) : undefined
      return friend ? friend.fullName : formerMemberName(subject.locale)
    }
    return {
      referralCode: code ? { code: code.code, link: referralLinkOf(code.code) } : null,
      referrals: made.map((referral) => ({
        name: friendName(referral),
        ...exportedFields(referral, ['code', 'status', 'createdAt', 'convertedAt', 'expiresAt']),
      })),
      // As the product tells a referred member: the referrer's first name.
      referredBy: received
        ? {
            referrerFirstName: people.get(received.referrerUserId)?.firstName ?? null,
            ...exportedFields(received, ['code', 'status', 'createdAt']),
          }
        : null,
      rewards: rewards.map((reward) =>
        exportedFields(reward, ['type', 'amountCents', 'status', 'processedAt', 'createdAt'])
      ),
      discountCodes: discounts.map((discount) =>
        exportedFields(discount, ['code', 'percent', 'expiresAt', 'usedAt', 'createdAt'])
      ),
    }
  },

  async erase(subject, trx) {
    await Reward.query({ client: trx }).where('referrerUserId', subject.id).delete()
    await DiscountCode.query({ client: trx }).where('userId', subject.id).delete()
    await Referral.query({ client: trx }).where('referrerUserId', subject.id).delete()
    await Referral.query({ client: trx })
      .where('referredUserId', subject.id)
      .update({ referredUserId: null })
    await ReferralCode.query({ client: trx }).where('userId', subject.id).delete()
  },
}
