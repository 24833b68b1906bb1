/** Referrals' wiring when the app starts: a referral converts on its member's first payment. */
export default class ReferralsProvider {
  async start() {
    const { convertReferralsOnPayment } = await import('#referrals/listeners/referral_conversion')
    convertReferralsOnPayment()
  }
}
