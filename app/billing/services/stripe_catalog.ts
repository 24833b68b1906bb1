import {
  BILLING_PERIODS,
  DISCOUNTS,
  PERIOD_INTERVAL,
  couponId,
  priceLookupKey,
  type DiscountKind,
  type PaidPlan,
} from '#business/pricing'
import { listPriceCents } from '#billing/services/checkout_quotes'
import { requireStripe } from '#billing/services/stripe_client'
import { PAID_PLANS } from '#billing/services/subscription_view'

/** Our Stripe product of each paid plan (fixed ids, so a second run finds them). */
export const STRIPE_PRODUCT_IDS: Record<PaidPlan, string> = {
  BASE: 'mentorship_base',
  PRO: 'mentorship_pro',
}

const PRODUCT_NAMES: Record<PaidPlan, string> = {
  BASE: 'Mentorship Hub BASE',
  PRO: 'Mentorship Hub PRO',
}

export type CatalogReport = { created: string[]; updated: string[]; unchanged: string[] }

const missing = (error: unknown) =>
  (error as { statusCode?: number; code?: string } | null)?.statusCode === 404 ||
  (error as { code?: string } | null)?.code === 'resource_missing'

/**
 * Brings Stripe's products, prices and discount coupons in line with
 * config/business/pricing.ts. Idempotent: what already matches is left
 * alone. A changed amount makes a new price that takes over the lookup key
 * (`pro_annual`...); the old price is archived (subscriptions on it keep it).
 */
export async function syncStripeCatalog(): Promise<CatalogReport> {
  const stripe = requireStripe()
  const report: CatalogReport = { created: [], updated: [], unchanged: [] }

  for (const plan of PAID_PLANS) {
    const productId = STRIPE_PRODUCT_IDS[plan]
    let product = await stripe.products.retrieve(productId).catch((error) => {
      if (missing(error)) return null
      throw error
    })
    if (!product) {
      product = await stripe.products.create({
        id: productId,
        name: PRODUCT_NAMES[plan],
        metadata: { plan },
      })
      report.created.push(`product ${productId}`)
    } else if (product.name !== PRODUCT_NAMES[plan] || !product.active) {
      await stripe.products.update(productId, { name: PRODUCT_NAMES[plan], active: true })
      report.updated.push(`product ${productId}`)
    } else {
      report.unchanged.push(`product ${productId}`)
    }

    for (const period of BILLING_PERIODS) {
      const key = priceLookupKey(plan, period)
      const amount = listPriceCents(plan, period)
      const { interval, count } = PERIOD_INTERVAL[period]
      const prices = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 })
      const current = prices.data[0]
      const matches =
        current &&
        current.unit_amount === amount &&
        current.currency === 'eur' &&
        current.recurring?.interval === interval &&
        current.recurring?.interval_count === count &&
        (typeof current.product === 'string' ? current.product : current.product.id) === productId
      if (matches) {
        report.unchanged.push(`price ${key}`)
        continue
      }
      await stripe.prices.create({
        product: productId,
        currency: 'eur',
        unit_amount: amount,
        recurring: { interval, interval_count: count },
        lookup_key: key,
        transfer_lookup_key: true,
        tax_behavior: 'inclusive',
        metadata: { plan, period },
      })
      if (current) {
        await stripe.prices.update(current.id, { active: false })
        report.updated.push(`price ${key}`)
      } else {
        report.created.push(`price ${key}`)
      }
    }
  }

  const coupons: [DiscountKind, number][] = [
    ['launch', DISCOUNTS.launchPercent],
    ['referral', DISCOUNTS.referralPercent],
  ]
  for (const [kind, percent] of coupons) {
    const id = couponId(kind, percent)
    const coupon = await stripe.coupons.retrieve(id).catch((error) => {
      if (missing(error)) return null
      throw error
    })
    if (coupon) {
      report.unchanged.push(`coupon ${id}`)
      continue
    }
    await stripe.coupons.create({
      id,
      percent_off: percent,
      duration: 'once',
      name: kind === 'launch' ? `Launch ${percent}%` : `Referral ${percent}%`,
      metadata: { kind },
    })
    report.created.push(`coupon ${id}`)
  }
  return report
}
