import vine from '@vinejs/vine'
import { BILLING_PERIODS, PLANS } from '#business/pricing'

/** POST /api/billing/checkout: the plan and period chosen on the pricing page. */
export const checkoutValidator = vine.create({
  plan: vine.enum(PLANS),
  period: vine.enum(BILLING_PERIODS),
})

/** POST /api/billing/subscription/change: a paid plan and period. */
export const changePlanValidator = vine.create({
  plan: vine.enum(PLANS.filter((plan) => plan !== 'FREE')),
  period: vine.enum(BILLING_PERIODS),
})
