/**
 * Referrals' wiring when the app starts: a new member is attributed to the owner of the code
 * they came with, and the referral converts on their first payment.
 */
export default class ReferralsProvider {
  async start() {
    const { convertReferralsOnPayment } = await import('#referrals/listeners/referral_conversion')
    convertReferralsOnPayment()
    const { attributeNewMembers } = await import('#referrals/listeners/referral_attribution')
    attributeNewMembers()
  }
}
