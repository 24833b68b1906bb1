import type { PaidPlan } from '#business/pricing'

/**
 * Billing's wiring when the app starts: whether a page's viewer may use plans and payments, its
 * calls in core's API document, its resources of the admin console (subscriptions, payments,
 * refunds, the waiting list and help requests), how the HTTP edge answers its expected
 * failures, the customer's e-mail when an invoice is refunded (`invoice:refunded`), the
 * subscription a member's own deletion would stop (its explanation), its part of members' data
 * (export and deletion) and its retention rules.
 */
export default class BillingProvider {
  async start() {
    const { sharePageProps } = await import('#core/services/page_props')
    const { addToApiDocument } = await import('#core/services/api_document')
    const { billingPageProps } = await import('#billing/page_props')
    const { billingApiDocument } = await import('#billing/services/openapi')
    sharePageProps(billingPageProps)
    addToApiDocument(billingApiDocument)
    const { addAdminResource } = await import('#core/services/admin_resources')
    const { subscriptions } = await import('#billing/console/subscriptions')
    const { payments } = await import('#billing/console/payments')
    const { refunds } = await import('#billing/console/refunds')
    const { waitingList } = await import('#billing/console/waiting_list')
    const { helpRequests } = await import('#billing/console/help_requests')
    addAdminResource(subscriptions, payments, refunds, waitingList, helpRequests)
    const { answerAtTheEdge } = await import('#core/errors')
    const { BillingError } = await import('#billing/errors')
    const { billingAnswer } = await import('#billing/error_answers')
    answerAtTheEdge(BillingError, billingAnswer)
    const { mailRefunds } = await import('#billing/listeners/refund_mail')
    mailRefunds()
    const { registerRetention } = await import('#core/services/personal_data')
    const { billingRetention } = await import('#billing/services/retention')
    registerRetention(...billingRetention)
    const { tellLeavingOutlookWith } = await import('#accounts/index')
    const { activePlan } = await import('#billing/services/plans')
    tellLeavingOutlookWith(async (userId) => {
      const subscription = await activePlan(userId)
      return { activePlan: (subscription?.plan ?? null) as PaidPlan | null }
    })
    const { registerPersonalData } = await import('#core/services/personal_data')
    const { billingPersonalData } = await import('#billing/services/personal_data')
    registerPersonalData(billingPersonalData)
  }
}
