import { DateTime } from 'luxon'
import { billingSettings } from '#config/stripe'
import {
  CURRENCY,
  DISCOUNTS,
  PRICES_EUR,
  type BillingPeriod,
  type DiscountKind,
  type Plan,
} from '#business/pricing'
import type { User } from '#accounts/index'
import type Checkout from '#billing/models/checkout'
import { memberDiscounts } from '#billing/services/member_discounts'

/*
| What a checkout charges: the list prices, the one discount it applies (the larger of the
| launch offer and the member's referral code) and the one it sets aside.
*/

export type CheckoutDiscount = { kind: DiscountKind; percent: number; code?: string }

/** A discount the member holds that a checkout does not apply, because the other one is larger. */
export type SetAsideDiscount = { kind: DiscountKind; percent: number }

export type CheckoutQuote = {
  plan: Plan
  period: BillingPeriod
  listCents: number
  discount: CheckoutDiscount | null
  /** Said beside the applied discount, so that a member's own discount never vanishes silently. */
  setAside: SetAsideDiscount | null
  firstPaymentCents: number
  currency: 'EUR'
}

/** List price of a plan and period in cents (FREE: 0). */
export function listPriceCents(plan: Plan, period: BillingPeriod) {
  return plan === 'FREE' ? 0 : PRICES_EUR[plan][period] * 100
}

/** The price in cents after a percentage discount (VAT included, rounded to the cent). */
export function priceFor(
  plan: Plan,
  period: BillingPeriod,
  { discountPercent = 0 }: { discountPercent?: number } = {}
) {
  return Math.round((listPriceCents(plan, period) * (100 - discountPercent)) / 100)
}

type DiscountOption = { discount: CheckoutDiscount; codeId: number | null }

/** The discounts this member could get now: the launch offer, their referral code. */
async function discountOptions(user: User | null, now: DateTime): Promise<DiscountOption[]> {
  const options: DiscountOption[] = []
  if (billingSettings.launchDiscountEnabled) {
    options.push({ discount: { kind: 'launch', percent: DISCOUNTS.launchPercent }, codeId: null })
  }
  const code = user ? await memberDiscounts().usableOf(user.id, now) : null
  if (code) {
    options.push({
      discount: { kind: 'referral', percent: code.percent, code: code.code },
      codeId: code.id,
    })
  }
  return options
}

/** The one discount a checkout applies, the largest (launch wins a tie), and the one it sets aside. */
function pickDiscount(options: DiscountOption[]) {
  const best = options.reduce<DiscountOption | null>(
    (chosen, option) =>
      !chosen || option.discount.percent > chosen.discount.percent ? option : chosen,
    null
  )
  return { best, setAside: setAsideBeside(best?.discount ?? null, options) }
}

/** The member's other discount, when no larger than the applied one (a larger one is a newer offer, not set aside). */
function setAsideBeside(
  applied: { kind: DiscountKind; percent: number } | null,
  options: DiscountOption[]
) {
  const other = applied
    ? options.find(
        (option) =>
          option.discount.kind !== applied.kind && option.discount.percent <= applied.percent
      )
    : undefined
  return other ? { kind: other.discount.kind, percent: other.discount.percent } : null
}

export async function quoteWithCode(
  user: User | null,
  plan: Plan,
  period: BillingPeriod,
  now: DateTime
) {
  const { best, setAside } =
    plan === 'FREE'
      ? { best: null, setAside: null }
      : pickDiscount(await discountOptions(user, now))
  const quote: CheckoutQuote = {
    plan,
    period,
    listCents: listPriceCents(plan, period),
    discount: best?.discount ?? null,
    setAside,
    firstPaymentCents: priceFor(plan, period, { discountPercent: best?.discount.percent ?? 0 }),
    currency: CURRENCY,
  }
  return { quote, codeId: best?.codeId ?? null }
}

/** What a checkout of this plan and period would charge first: the largest available discount applied. */
export async function checkoutQuote(
  user: User | null,
  plan: Plan,
  period: BillingPeriod,
  now: DateTime = DateTime.utc()
): Promise<CheckoutQuote> {
  const { quote } = await quoteWithCode(user, plan, period, now)
  return quote
}

/** A started checkout as quoted: its stored discount, and the member's other one it sets aside. */
export async function quoteOfCheckout(
  checkout: Checkout,
  user: User,
  now: DateTime = DateTime.utc()
): Promise<CheckoutQuote> {
  return {
    plan: checkout.plan,
    period: checkout.period,
    listCents: checkout.listCents,
    discount: checkout.discountKind
      ? { kind: checkout.discountKind, percent: checkout.discountPercent ?? 0 }
      : null,
    setAside: checkout.discountKind
      ? setAsideBeside(
          { kind: checkout.discountKind, percent: checkout.discountPercent ?? 0 },
          await discountOptions(user, now)
        )
      : null,
    firstPaymentCents: checkout.amountCents,
    currency: CURRENCY,
  }
}
