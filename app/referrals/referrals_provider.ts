/**
 * Referrals' wiring when the app starts: a new member is attributed to the owner of the code
 * they came with, the referral converts on their first payment, billing gets the friend's
 * discount for their checkout, the API document gets its calls, the admin console gets the
 * referrals and rewards, and core its part of members' data (export and deletion).
 */
export default class ReferralsProvider {
  async start() {
    const { convertReferralsOnPayment } = await import('#referrals/listeners/referral_conversion')
    convertReferralsOnPayment()
    const { attributeNewMembers } = await import('#referrals/listeners/referral_attribution')
    attributeNewMembers()
    const { offerMemberDiscountsWith } = await import('#billing/index')
    const { usableDiscountOf, useDiscount } = await import('#referrals/services/discounts')
    offerMemberDiscountsWith({ usableOf: usableDiscountOf, use: useDiscount })
    const { addToApiDocument } = await import('#core/services/api_document')
    const { referralsApiDocument } = await import('#referrals/services/openapi')
    addToApiDocument(referralsApiDocument)
    const { addAdminResource } = await import('#core/services/admin_resources')
    const { referrals } = await import('#referrals/console/referrals')
    const { rewards } = await import('#referrals/console/rewards')
    addAdminResource(referrals, rewards)
    const { registerPersonalData } = await import('#core/services/personal_data')
    const { referralsPersonalData } = await import('#referrals/services/personal_data')
    registerPersonalData(referralsPersonalData)
  }
}
