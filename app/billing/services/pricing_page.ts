import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#business/app'
import {
  BILLING_PERIODS,
  CURRENCY,
  MONTHLY_CALL_QUOTA,
  PERIOD_MONTHS,
  PLANS,
  REFUND_WINDOW_DAYS,
  periodSaving,
  type BillingPeriod,
  type DiscountKind,
  type Plan,
} from '#business/pricing'
import { markdownSections } from '#core/services/markdown'
import ContentPage from '#core/models/content_page'
import { currentPlan } from '#billing/services/plans'
import { checkoutQuote, listPriceCents, priceFor } from '#billing/services/checkout_quotes'

/** What one paid plan costs for one period, in cents (VAT included). */
export type PeriodPrice = {
  period: BillingPeriod
  months: number
  priceCents: number
  /** The period's price spread over its months. */
  perMonthCents: number
  /** Against paying monthly for the same months (0 for monthly). */
  savingCents: number
  /** The first payment with the discount a checkout would apply now (launch, or the member's referral code). */
  discountedCents: number | null
}

export type PricingPlan = {
  plan: Plan
  /** Calls per month; null: unlimited (PRO, one per mentor). */
  monthlyCalls: number | null
  /** Null for FREE. */
  prices: Record<BillingPeriod, PeriodPrice> | null
}

export type PricingFaq = {
  title: string
  /** Each question and its answer as safe HTML (admin-editable Markdown, content key `pricing_faq`). */
  items: { questionHtml: string; answerHtml: string }[]
}

export type PricingPageProps = {
  currency: typeof CURRENCY
  periods: BillingPeriod[]
  /** The period shown first (`?period=`), monthly by default. */
  period: BillingPeriod
  plans: PricingPlan[]
  /** The one discount a checkout would apply to the first payment: the larger of launch and referral. */
  discount: { kind: DiscountKind; percent: number } | null
  /** The member's other discount, not applied because `discount` is larger: said, never dropped silently. */
  setAsideDiscount: { kind: DiscountKind; percent: number } | null
  refundWindowDays: number
  faq: PricingFaq | null
  /** The signed-in member's plan; null for visitors. */
  currentPlan: Plan | null
}

const cents = (euros: number) => Math.round(euros * 100)

/** The plans with every period's price, saving and discounted first payment, from config/business/pricing.ts. */
export function pricingPlans(discountPercent: number | null): PricingPlan[] {
  return PLANS.map((plan) => {
    if (plan === 'FREE') return { plan, monthlyCalls: MONTHLY_CALL_QUOTA.FREE, prices: null }
    const prices = Object.fromEntries(
      BILLING_PERIODS.map((period) => {
        const priceCents = listPriceCents(plan, period)
        const months = PERIOD_MONTHS[period]
        return [
          period,
          {
            period,
            months,
            priceCents,
            perMonthCents: Math.round(priceCents / months),
            savingCents: cents(periodSaving(plan, period)),
            discountedCents:
              discountPercent === null ? null : priceFor(plan, period, { discountPercent }),
          },
        ]
      })
    ) as Record<BillingPeriod, PeriodPrice>
    return { plan, monthlyCalls: MONTHLY_CALL_QUOTA[plan], prices }
  })
}

/** The FAQ of the pricing page in a locale (English when the locale has none). */
export async function pricingFaq(locale: Locale): Promise<PricingFaq | null> {
  const pages = await ContentPage.query()
    .where('key', 'pricing_faq')
    .whereIn('locale', [locale, 'en'])
  const page = pages.find((row) => row.locale === locale) ?? pages[0]
  if (!page) return null
  return {
    title: page.title,
    items: markdownSections(page.body).map((section) => ({
      questionHtml: section.heading,
      answerHtml: section.html,
    })),
  }
}

function isPeriod(value: unknown): value is BillingPeriod {
  return typeof value === 'string' && (BILLING_PERIODS as readonly string[]).includes(value)
}

export async function pricingPage(ctx: HttpContext): Promise<PricingPageProps> {
  const requested = ctx.request.qs().period
  const user = ctx.auth.user
  // The same discount the checkout would apply (the member's referral code included).
  const quote = await checkoutQuote(user ?? null, 'PRO', 'monthly')
  const discount = quote.discount
    ? { kind: quote.discount.kind, percent: quote.discount.percent }
    : null
  return {
    currency: CURRENCY,
    periods: [...BILLING_PERIODS],
    period: isPeriod(requested) ? requested : 'monthly',
    plans: pricingPlans(discount?.percent ?? null),
    discount,
    setAsideDiscount: quote.setAside,
    refundWindowDays: REFUND_WINDOW_DAYS,
    faq: await pricingFaq(ctx.i18n.locale as Locale),
    currentPlan: user ? await currentPlan(user.id) : null,
  }
}
