/**
 * Plans, prices (EUR, VAT included) and quotas from the product decisions.
 * Amounts are whole euros; Stripe receives cents.
 */
export const PLANS = ['FREE', 'BASE', 'PRO'] as const
export type Plan = (typeof PLANS)[number]

export const BILLING_PERIODS = ['monthly', 'trimestral', 'annual'] as const
export type BillingPeriod = (typeof BILLING_PERIODS)[number]

export const PERIOD_MONTHS: Record<BillingPeriod, number> = {
  monthly: 1,
  trimestral: 3,
  annual: 12,
}

export const PRICES_EUR: Record<Exclude<Plan, 'FREE'>, Record<BillingPeriod, number>> = {
  BASE: { monthly: 29, trimestral: 62, annual: 288 },
  PRO: { monthly: 79, trimestral: 212, annual: 533 },
}

export const CURRENCY = 'EUR'

/** Calls a plan allows per calendar month (mentee's time zone). null: unlimited. */
export const MONTHLY_CALL_QUOTA: Record<Plan, number | null> = {
  FREE: 0,
  BASE: 1,
  PRO: null,
}

/** PRO: calls per mentor per month included. */
export const PRO_CALLS_PER_MENTOR_PER_MONTH = 1

/** New mentees get one free first call, one-time. */
export const FREE_FIRST_CALLS = 1

export const DISCOUNTS = {
  /** Launch discount on the first payment, in percent (switched on in config/product.ts). */
  launchPercent: 50,
  /** Referred friend's discount on the first subscription, in percent. */
  referralPercent: 20,
} as const

export const REFUND_WINDOW_DAYS = 14

/** The longest reason an admin may give for a refund. */
export const REFUND_REASON_MAX_LENGTH = 500

export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'cancelled', 'past_due'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const INVOICE_STATUSES = [
  'paid',
  'open',
  'failed',
  'refunded',
  'partially_refunded',
] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

/** Saving of a longer period against paying monthly for the same months. */
export function periodSaving(plan: Exclude<Plan, 'FREE'>, period: BillingPeriod): number {
  const prices = PRICES_EUR[plan]
  return prices.monthly * PERIOD_MONTHS[period] - prices[period]
}

/** Where a checkout is paid: Stripe's hosted page, or the in-app test mode without Stripe keys. */
export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

export const CHECKOUT_STATUSES = ['open', 'complete', 'cancelled', 'expired'] as const
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number]

/** A checkout applies one discount on the first payment: the larger of these. */
export const DISCOUNT_KINDS = ['launch', 'referral'] as const
export type DiscountKind = (typeof DISCOUNT_KINDS)[number]

export type PaidPlan = Exclude<Plan, 'FREE'>

/** Stripe price lookup key of a plan and period, e.g. `pro_annual` (the sync command sets them). */
export function priceLookupKey(plan: PaidPlan, period: BillingPeriod) {
  return `${plan.toLowerCase()}_${period}`
}

/** Stripe coupon id of a discount (one-off, on the first invoice), e.g. `launch_50`. */
export function couponId(kind: DiscountKind, percent: number) {
  return `${kind}_${percent}`
}

/** Stripe's recurring interval for a period. */
export const PERIOD_INTERVAL: Record<BillingPeriod, { interval: 'month' | 'year'; count: number }> =
  {
    monthly: { interval: 'month', count: 1 },
    trimestral: { interval: 'month', count: 3 },
    annual: { interval: 'year', count: 1 },
  }
