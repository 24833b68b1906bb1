import type { ReactNode } from 'react'
import { REFUND_WINDOW_DAYS } from '#business/pricing'
import type { Data } from '@generated/data'
import { Spinner } from '~/components/loading/spinner'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import type { Translate } from '~/components/ui/use_t'

export type Action = 'cancel' | 'resume' | 'change' | 'refund'

export function Detail({
  label,
  children,
  testId,
}: {
  label: string
  children: ReactNode
  testId?: string
}) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        className="mt-1 text-sm font-medium text-slate-900 sm:col-span-2 sm:mt-0"
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  )
}

export function SubscriptionPanel({
  subscription,
  busy,
  onAction,
  onResume,
  date,
  money,
  t,
}: {
  subscription: Data.Billing.Subscription
  busy: Action | null
  onAction: (action: Action) => void
  onResume: () => void
  date: (iso: string | null) => string
  money: (cents: number, currency?: string) => string
  t: Translate
}) {
  const ending = subscription.cancelAtPeriodEnd
  const endDate = subscription.cancelAt ?? subscription.currentPeriodEnd
  const method = subscription.paymentMethod
  const live = subscription.status === 'active' || subscription.status === 'past_due'
  const statusLabel = ending
    ? t('status.ending', { date: date(endDate) })
    : t(`status.${subscription.status}`)

  return (
    <section
      aria-labelledby="plan-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plan-heading" className="text-base font-semibold text-slate-900">
          {t('plan.heading')}:{' '}
          <span data-testid="current-plan">{t(`plan.${subscription.plan}`)}</span>
        </h2>
        <span
          data-testid="subscription-status"
          className={cn(
            'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold',
            ending
              ? 'bg-amber-100 text-amber-900'
              : subscription.status === 'active'
                ? 'bg-green-100 text-green-800'
                : subscription.status === 'past_due'
                  ? 'bg-red-100 text-red-800'
                  : 'bg-slate-100 text-slate-700'
          )}
        >
          {statusLabel}
        </span>
      </div>

      {subscription.status === 'past_due' ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          {t('pastDue', { date: date(subscription.currentPeriodEnd) })}
        </p>
      ) : null}
      {ending ? (
        <p
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="cancel-notice"
        >
          {t('cancelNotice', { date: date(endDate) })}
        </p>
      ) : null}

      <dl className="mt-4 divide-y divide-slate-100">
        <Detail label={t('details.price')} testId="subscription-price">
          {t('details.priceValue', {
            price: money(subscription.priceCents, subscription.currency),
            per: t(`per.${subscription.period}`),
          })}
        </Detail>
        <Detail label={t('details.period')}>{t(`periods.${subscription.period}`)}</Detail>
        {subscription.currentPeriodEnd ? (
          <Detail label={ending ? t('details.endsOn') : t('details.renewal')} testId="renewal-date">
            {date(ending ? endDate : subscription.currentPeriodEnd)}
          </Detail>
        ) : null}
        {live ? (
          <Detail label={t('details.daysRemaining')} testId="days-remaining">
            {t('details.daysValue', { count: subscription.daysRemaining })}
          </Detail>
        ) : null}
        <Detail label={t('details.paymentMethod')} testId="payment-method">
          {method ? (
            <>
              {t('details.card', {
                brand: method.brand.charAt(0).toUpperCase() + method.brand.slice(1),
                last4: method.last4,
              })}
              {method.expMonth && method.expYear ? (
                <span className="block font-normal text-slate-600">
                  {t('details.expires', {
                    month: String(method.expMonth).padStart(2, '0'),
                    year: method.expYear,
                  })}
                </span>
              ) : null}
            </>
          ) : subscription.provider === 'test' ? null : (
            t('details.noPaymentMethod')
          )}
          {/* Bought in test mode no card is needed: said once, never as a missing method. */}
          {subscription.provider === 'test' ? (
            <span
              className={cn('block font-normal text-amber-800', method && 'text-xs')}
              data-testid="test-mode-payment"
            >
              {t('details.testMode')}
            </span>
          ) : null}
        </Detail>
      </dl>

      <div className="mt-6 flex flex-wrap gap-3">
        {ending ? (
          <button
            type="button"
            onClick={onResume}
            aria-disabled={busy !== null || undefined}
            className={primaryButtonClass}
          >
            {busy === 'resume' ? <Spinner size="xs" /> : null}
            {t('actions.resume')}
          </button>
        ) : null}
        {!ending && live && subscription.canChangeTo.length ? (
          <button
            type="button"
            onClick={() => onAction('change')}
            disabled={busy !== null}
            className={primaryButtonClass}
          >
            {t('actions.change')}
          </button>
        ) : null}
        {!ending && live ? (
          <button
            type="button"
            onClick={() => onAction('cancel')}
            disabled={busy !== null}
            className={secondaryButtonClass}
          >
            {t('actions.cancel')}
          </button>
        ) : null}
        {subscription.refund.allowed ? (
          <button
            type="button"
            onClick={() => onAction('refund')}
            disabled={busy !== null}
            className={secondaryButtonClass}
          >
            {t('actions.refund')}
          </button>
        ) : null}
      </div>
      <p className="mt-4 text-xs text-slate-600">
        {subscription.refund.reason && subscription.refund.reason !== 'already_refunded'
          ? `${t(`refund.${subscription.refund.reason}`, { days: REFUND_WINDOW_DAYS })} `
          : null}
        {t('refund.policy', { days: REFUND_WINDOW_DAYS })}
      </p>
    </section>
  )
}
