import { type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import {
  PRO_CALLS_PER_MENTOR_PER_MONTH,
  type BillingPeriod,
  type DiscountKind,
} from '#business/pricing'
import type { Data } from '@generated/data'
import { formatMoney } from '~/components/billing/money'
import { cn } from '~/lib/cn'
import { CheckIcon } from '~/components/ui/icons'
import { useT } from '~/components/ui/use_t'

type Props = {
  plan: Data.Billing.PricingPlan
  period: BillingPeriod
  discountKind: DiscountKind | null
  highlighted?: boolean
  /** The call to action (link or button), chosen by the page. */
  action: ReactNode
}

/** What a plan includes, as message ids and values, from the pricing rules. */
function featuresOf(
  plan: Data.Billing.PricingPlan
): { id: string; values?: Record<string, number> }[] {
  switch (plan.plan) {
    case 'FREE':
      return [{ id: 'browse' }, { id: 'freeCall' }]
    case 'BASE':
      return [
        { id: 'callsPerMonth', values: { count: plan.monthlyCalls ?? 0 } },
        { id: 'browse' },
        { id: 'freeCall' },
      ]
    case 'PRO':
      return [
        { id: 'unlimited' },
        { id: 'perMentor', values: { count: PRO_CALLS_PER_MENTOR_PER_MONTH } },
        { id: 'matching' },
        { id: 'helpRequest' },
        { id: 'community' },
        { id: 'upcoming' },
      ]
  }
}

/** One plan on the pricing page: name, price for the chosen period, savings, launch price, features. */
export function PlanCard({ plan, period, discountKind, highlighted, action }: Props) {
  const intl = useIntl()
  const t = useT('pricing')
  const money = (cents: number) => formatMoney(intl, cents)
  const price = plan.prices?.[period] ?? null
  const name = t(`plans.${plan.plan}.name`)
  const headingId = `plan-${plan.plan.toLowerCase()}-name`

  return (
    <article
      aria-labelledby={headingId}
      data-plan={plan.plan}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
        highlighted ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'
      )}
    >
      {highlighted ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          {t('plans.PRO.popular')}
        </p>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {name}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t(`plans.${plan.plan}.tagline`)}</p>

      <div className="mt-6 min-h-28" data-testid={`price-${plan.plan}`}>
        {!price ? (
          <p className="flex items-baseline gap-2">
            <span className="text-4xl font-bold tracking-tight text-slate-900">
              {t('free.price')}
            </span>
            <span className="text-sm text-slate-600">{t('free.forever')}</span>
          </p>
        ) : price.discountedCents !== null ? (
          <>
            <p className="text-sm font-semibold text-green-800">
              {t(discountKind === 'referral' ? 'referral.badge' : 'launch.badge')}
            </p>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="sr-only">{t('launch.firstPayment')}</span>
              <span
                className="text-4xl font-bold tracking-tight text-slate-900"
                data-testid="launch-price"
              >
                {money(price.discountedCents)}
              </span>
              <span className="text-lg text-slate-600">
                <span className="sr-only">{t('launch.originalPrice')} </span>
                <s data-testid="list-price">{money(price.priceCents)}</s>
              </span>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {t('launch.then', { price: money(price.priceCents), per: t(`per.${period}`) })}
            </p>
          </>
        ) : (
          <p className="flex items-baseline gap-2">
            <span
              className="text-4xl font-bold tracking-tight text-slate-900"
              data-testid="list-price"
            >
              {money(price.priceCents)}
            </span>
            <span className="text-sm text-slate-600">{t(`per.${period}`)}</span>
          </p>
        )}
        {price && price.months > 1 ? (
          <p className="mt-1 text-sm text-slate-600">
            {t('perMonthEquivalent', { price: money(price.perMonthCents) })}
          </p>
        ) : null}
        {price && price.savingCents > 0 ? (
          <p
            className="mt-2 inline-block rounded-md bg-green-50 px-2 py-1 text-sm font-medium text-green-800"
            data-testid="saving"
          >
            {t('saving', { amount: money(price.savingCents) })}
          </p>
        ) : null}
      </div>

      <div className="mt-6">{action}</div>

      <h4 className="mt-8 text-sm font-semibold text-slate-900">
        {t('includesLabel', { plan: name })}
      </h4>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        {featuresOf(plan).map((feature) => (
          <li key={feature.id} className="flex gap-2">
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{t(`features.${feature.id}`, feature.values)}</span>
          </li>
        ))}
      </ul>
    </article>
  )
}
