import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { BillingPeriod, Plan } from '#business/pricing'
import type { Data } from '@generated/data'
import { formatMoney } from '~/components/billing/money'
import { PeriodSwitch } from '~/components/billing/period_switch'
import { PlanCard } from '~/components/billing/plan_card'
import { WaitingListForm } from '~/components/billing/waiting_list_form'
import { Spinner } from '~/components/loading/spinner'
import { toast } from '~/components/toast'
import { urlFor } from '~/client'
import { api, ApiError } from '~/lib/api'
import { cn } from '~/lib/cn'
import { Seo } from '~/components/shell/seo'
import { useT } from '~/components/ui/use_t'

const actionClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold shadow-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60'
const primaryAction = cn(actionClass, 'bg-brand-700 text-white hover:bg-brand-800')
const secondaryAction = cn(
  actionClass,
  'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
)

type Props = {
  periods: BillingPeriod[]
  /** The period shown first (`?period=`). */
  period: BillingPeriod
  plans: Data.Billing.PricingPlan[]
  /** The discount a checkout would apply now, and the member's other one it sets aside. */
  discount: Data.Billing.Discount | null
  setAsideDiscount: Data.Billing.Discount | null
  refundWindowDays: number
  faq: Data.Billing.PricingFaq | null
  /** The signed-in member's plan; null for visitors. */
  currentPlan: Plan | null
}

/**
 * `/pricing`: FREE, BASE and PRO for the chosen period (VAT included, the
 * saving against monthly, the launch price struck through while the launch
 * discount is on), then the FAQ from the admin's `pricing_faq` text with the
 * refund policy, and the waiting list.
 */
export default function PricingPage(props: Props) {
  const intl = useIntl()
  const t = useT('pricing')
  const viewer = usePage().props.user
  const signedIn = !!viewer
  const [period, setPeriod] = useState<BillingPeriod>(props.period)
  const [starting, setStarting] = useState<Plan | null>(null)

  function changePeriod(next: BillingPeriod) {
    setPeriod(next)
    // The chosen period survives a reload and a trip through sign-in.
    const url = new URL(window.location.href)
    url.searchParams.set('period', next)
    window.history.replaceState(window.history.state, '', url)
  }

  const savings = Object.fromEntries(
    props.periods.map((each) => {
      const best = Math.max(...props.plans.map((plan) => plan.prices?.[each].savingCents ?? 0))
      return [each, best > 0 ? formatMoney(intl, best) : undefined]
    })
  ) as Partial<Record<BillingPeriod, string>>

  async function choose(plan: Plan) {
    setStarting(plan)
    try {
      const { url } = await api('billing.api.checkout', { body: { plan, period } })
      window.location.assign(url)
    } catch (failure) {
      setStarting(null)
      const notified =
        failure instanceof ApiError &&
        !['UNKNOWN_ERROR', 'VALIDATION_ERROR'].includes(failure.errorCode)
      if (!notified) {
        toast({
          title: t('errors.checkout'),
          description: t('errors.checkoutDescription'),
          variant: 'destructive',
        })
      }
    }
  }

  function actionFor(plan: Data.Billing.PricingPlan) {
    const name = t(`plans.${plan.plan}.name`)
    if (viewer?.role === 'MENTOR') {
      return (
        <p className={cn(actionClass, 'bg-slate-100 text-slate-700 shadow-none')}>
          {t('actions.forMentors')}
        </p>
      )
    }
    if (props.currentPlan === plan.plan) {
      return (
        <p
          className={cn(
            actionClass,
            'border border-brand-200 bg-brand-50 text-brand-800 shadow-none'
          )}
        >
          {t('actions.current')}
        </p>
      )
    }
    if (plan.plan === 'FREE') {
      if (props.currentPlan) {
        return (
          <Link route="billing.settings.payments" className={secondaryAction}>
            {t('actions.change')}
          </Link>
        )
      }
      return (
        <Link route="accounts.register" className={secondaryAction}>
          {t('actions.startFree')}
        </Link>
      )
    }
    if (!signedIn) {
      const returnTo = urlFor('pages.pricing', undefined, { qs: { period } })
      return (
        <a
          href={urlFor('accounts.login', undefined, { qs: { returnTo } })}
          className={plan.plan === 'PRO' ? primaryAction : secondaryAction}
        >
          {t('actions.choose', { plan: name })}
        </a>
      )
    }
    if (props.currentPlan && props.currentPlan !== 'FREE') {
      // A member with a paid plan changes it from their payments settings.
      return (
        <Link
          route="billing.settings.payments"
          className={plan.plan === 'PRO' ? primaryAction : secondaryAction}
        >
          {t('actions.change')}
        </Link>
      )
    }
    return (
      <button
        type="button"
        onClick={() => choose(plan.plan)}
        disabled={starting !== null}
        className={plan.plan === 'PRO' ? primaryAction : secondaryAction}
      >
        {starting === plan.plan ? <Spinner size="xs" /> : null}
        {starting === plan.plan ? t('actions.processing') : t('actions.choose', { plan: name })}
      </button>
    )
  }

  return (
    <>
      <Seo title={t('title')} description={t('intro')} />
      <section aria-labelledby="pricing-heading" className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {t('title')}
            </p>
            <h1
              id="pricing-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
            >
              {t('heading')}
            </h1>
            <p className="mt-4 text-lg text-slate-600">{t('intro')}</p>
            <p className="mt-2 text-sm font-medium text-slate-700">{t('vatIncluded')}</p>
          </div>

          {props.discount ? (
            <p className="mx-auto mt-6 max-w-2xl rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-center text-sm font-medium text-green-900">
              {t(props.discount.kind === 'referral' ? 'referral.banner' : 'launch.banner', {
                percent: props.discount.percent,
              })}
              {props.setAsideDiscount ? (
                <span className="block font-normal" data-testid="set-aside-discount">
                  {t(`setAside.${props.setAsideDiscount.kind}`, {
                    percent: props.setAsideDiscount.percent,
                    applied: props.discount.percent,
                  })}
                </span>
              ) : null}
            </p>
          ) : null}

          <div className="mt-8">
            <PeriodSwitch
              periods={props.periods}
              value={period}
              onChange={changePeriod}
              savings={savings}
            />
          </div>

          <h2 className="sr-only">{t('plansHeading')}</h2>
          <div className="mt-10 grid gap-8 lg:grid-cols-3">
            {props.plans.map((plan) => (
              <PlanCard
                key={plan.plan}
                plan={plan}
                period={period}
                discountKind={props.discount?.kind ?? null}
                highlighted={plan.plan === 'PRO'}
                action={actionFor(plan)}
              />
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="py-12 sm:py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <h2
            id="faq-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {props.faq?.title ?? t('faq.title')}
          </h2>
          <dl className="mt-8 divide-y divide-slate-200">
            {props.faq?.items.map((item, index) => (
              <div key={index} className="py-5">
                <dt
                  className="text-base font-semibold text-slate-900"
                  dangerouslySetInnerHTML={{ __html: item.questionHtml }}
                />
                <dd
                  className="mt-2 text-base text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p+p]:mt-3 [&_ul]:list-disc"
                  dangerouslySetInnerHTML={{ __html: item.answerHtml }}
                />
              </div>
            ))}
            <div className="py-5" id="refund-policy">
              <dt className="text-base font-semibold text-slate-900">{t('faq.refundTitle')}</dt>
              <dd className="mt-2 text-base text-slate-700">
                {t('faq.refund', { days: props.refundWindowDays })}
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <section aria-labelledby="waiting-list-heading" className="bg-brand-50 py-12 sm:py-16">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
          <h2
            id="waiting-list-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            <FormattedMessage id="pricing.waitingList.title" />
          </h2>
          <p className="mt-3 text-base text-slate-700">
            <FormattedMessage id="pricing.waitingList.description" />
          </p>
          <WaitingListForm />
        </div>
      </section>
    </>
  )
}
