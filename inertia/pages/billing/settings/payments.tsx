import { useEffect, useState, type ReactNode } from 'react'
import { Head, router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import * as Dialog from '@radix-ui/react-dialog'
import { useReturnFocus } from '~/components/ui/return_focus'
import { useIntl } from 'react-intl'
import { PRICES_EUR, REFUND_WINDOW_DAYS } from '#business/pricing'
import type { SubscriptionOverview, SubscriptionView } from '#billing/services/subscription_view'
import { BillingHistory } from '~/components/billing/billing_history'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { formatMoney } from '~/components/billing/money'
import { Spinner } from '~/components/loading/spinner'
import { toast } from '~/components/toast'
import { inputClass } from '~/components/ui/field'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { api, ApiError } from '~/lib/api'
import { cn } from '~/lib/cn'
import { closeOnEscapeLeftByToast } from '~/components/toast/escape'
import { useT, type Translate } from '~/components/ui/use_t'

type Action = 'cancel' | 'resume' | 'change' | 'refund'

/**
 * Settings > Payments and subscription: plan, price, renewal date, days
 * remaining, payment method and its expiry; cancel at period end (showing
 * the date) and resume, change plan, a refund while the 14-day rule allows
 * it; the billing history. Actions go through /api/billing/subscription/*
 * and answer the whole overview, which replaces the page's.
 */
export default function PaymentsPage(props: { overview: SubscriptionOverview | null }) {
  const intl = useIntl()
  const t = useT('payments')
  const timeZone = (usePage().props.timeZone as string | undefined) ?? 'UTC'
  const [overview, setOverview] = useState(props.overview)
  const [busy, setBusy] = useState<Action | null>(null)
  const [dialog, setDialog] = useState<Action | null>(null)
  const [reloading, setReloading] = useState(false)
  // A reload (retry) brings a new overview from the server.
  useEffect(() => setOverview(props.overview), [props.overview])

  const date = (iso: string | null) =>
    iso ? intl.formatDate(iso, { dateStyle: 'long', timeZone }) : ''
  const money = (cents: number, currency?: string) => formatMoney(intl, cents, currency)

  async function act(action: Action, body?: Record<string, string>) {
    setBusy(action)
    try {
      const next = await api<SubscriptionOverview>(`/api/billing/subscription/${action}`, {
        method: 'POST',
        body,
      })
      setOverview(next)
      setDialog(null)
      const subscription = next.subscription
      const end = date(subscription?.cancelAt ?? subscription?.currentPeriodEnd ?? null)
      const toasts: Record<Action, [string, string]> = {
        cancel: [t('toasts.cancelled'), t('toasts.cancelledDescription', { date: end })],
        resume: [t('toasts.resumed'), t('toasts.resumedDescription')],
        change: [
          t('toasts.changed'),
          t('toasts.changedDescription', {
            plan: subscription ? t(`plan.${subscription.plan}`) : '',
            period: subscription ? t(`periods.${subscription.period}`) : '',
          }),
        ],
        refund: [t('toasts.refunded'), t('toasts.refundedDescription')],
      }
      toast({ title: toasts[action][0], description: toasts[action][1] })
    } catch (failure) {
      // Closed, so the failure's notification is not hidden behind the modal.
      setDialog(null)
      // The API client already names payment errors ('Payment error'), refusals and expired sessions.
      if (
        !(failure instanceof ApiError) ||
        (failure.errorCode === 'UNKNOWN_ERROR' && failure.status)
      ) {
        toast({
          title: t('toasts.failed'),
          description: t('toasts.failedDescription'),
          variant: 'destructive',
        })
      }
    } finally {
      setBusy(null)
    }
  }

  function reload() {
    router.reload({
      only: ['overview'],
      onStart: () => setReloading(true),
      onFinish: () => setReloading(false),
    })
  }

  return (
    <>
      <Head title={t('title')} />
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('description')}</p>

        {!overview ? (
          <div role="alert" className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-6">
            <p className="font-semibold text-red-900">{t('loadFailed')}</p>
            <p className="mt-1 text-sm text-red-900">{t('loadFailedDescription')}</p>
            <button
              type="button"
              onClick={reload}
              disabled={reloading}
              className={cn(secondaryButtonClass, 'mt-4')}
            >
              {reloading ? <Spinner size="xs" /> : null}
              {t('retry')}
            </button>
          </div>
        ) : (
          <>
            {overview.subscription && overview.subscription.status !== 'cancelled' ? (
              <SubscriptionPanel
                subscription={overview.subscription}
                busy={busy}
                onAction={(action) => setDialog(action)}
                onResume={() => act('resume')}
                date={date}
                money={money}
                t={t}
              />
            ) : (
              <section
                aria-labelledby="plan-heading"
                className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h2 id="plan-heading" className="text-base font-semibold text-slate-900">
                  {t('plan.heading')}:{' '}
                  <span data-testid="current-plan">{t(`plan.${overview.plan}`)}</span>
                </h2>
                {overview.subscription ? (
                  <p className="mt-2 text-sm text-slate-700" data-testid="subscription-ended">
                    {t('plan.ended', {
                      plan: t(`plan.${overview.subscription.plan}`),
                      period: t(`periods.${overview.subscription.period}`),
                      date: date(overview.subscription.endedAt),
                    })}
                  </p>
                ) : null}
                <p className="mt-2 text-sm text-slate-700">{t('plan.freeDescription')}</p>
                <Link href="/pricing" className={cn(primaryButtonClass, 'mt-4')}>
                  {t('plan.seePlans')}
                </Link>
              </section>
            )}
            <BillingHistory invoices={overview.invoices} timeZone={timeZone} />
          </>
        )}
      </div>

      {overview?.subscription && overview.subscription.status !== 'cancelled' ? (
        <>
          <ConfirmDialog
            open={dialog === 'cancel'}
            onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
            title={t('cancelDialog.title')}
            description={t('cancelDialog.description', {
              date: date(overview.subscription.currentPeriodEnd),
            })}
            confirmLabel={t('cancelDialog.confirm')}
            keepLabel={t('cancelDialog.keep')}
            busy={busy === 'cancel'}
            onConfirm={() => act('cancel')}
          />
          <ConfirmDialog
            open={dialog === 'refund'}
            onOpenChange={(open) => setDialog(open ? 'refund' : null)}
            title={t('refundDialog.title')}
            description={t('refundDialog.description')}
            confirmLabel={t('refundDialog.confirm')}
            keepLabel={t('refundDialog.keep')}
            busy={busy === 'refund'}
            onConfirm={() => act('refund')}
          />
          <ChangePlanDialog
            open={dialog === 'change'}
            onOpenChange={(open) => setDialog(open ? 'change' : null)}
            subscription={overview.subscription}
            busy={busy === 'change'}
            onConfirm={(plan, period) => act('change', { plan, period })}
            money={money}
            t={t}
          />
        </>
      ) : null}
    </>
  )
}

function Detail({
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

function SubscriptionPanel({
  subscription,
  busy,
  onAction,
  onResume,
  date,
  money,
  t,
}: {
  subscription: SubscriptionView
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
            disabled={busy !== null}
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

function ChangePlanDialog({
  open,
  onOpenChange,
  subscription,
  busy,
  onConfirm,
  money,
  t,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  subscription: SubscriptionView
  busy: boolean
  onConfirm: (plan: string, period: string) => void
  money: (cents: number) => string
  t: Translate
}) {
  const options = subscription.canChangeTo
  const returnFocus = useReturnFocus()
  const [choice, setChoice] = useState(0)
  const chosen = options[Math.min(choice, options.length - 1)]

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          {...returnFocus}
          onKeyDown={closeOnEscapeLeftByToast(() => !busy && onOpenChange(false))}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            {t('changeDialog.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {t('changeDialog.description')}
          </Dialog.Description>
          <form
            className="mt-5"
            onSubmit={(event) => {
              event.preventDefault()
              if (chosen) onConfirm(chosen.plan, chosen.period)
            }}
          >
            <label
              htmlFor="change-plan-choice"
              className="block text-sm font-medium text-slate-800"
            >
              {t('changeDialog.label')}
            </label>
            <select
              id="change-plan-choice"
              value={choice}
              onChange={(event) => setChoice(Number(event.target.value))}
              className={cn(inputClass, 'mt-1.5')}
            >
              {options.map((option, index) => (
                <option key={`${option.plan}-${option.period}`} value={index}>
                  {t('changeDialog.option', {
                    plan: t(`plan.${option.plan}`),
                    period: t(`periods.${option.period}`),
                    price: money(PRICES_EUR[option.plan][option.period] * 100),
                  })}
                </option>
              ))}
            </select>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" disabled={busy} className={secondaryButtonClass}>
                  {t('changeDialog.close')}
                </button>
              </Dialog.Close>
              <button type="submit" disabled={busy || !chosen} className={primaryButtonClass}>
                {busy ? <Spinner size="xs" /> : null}
                {t('changeDialog.confirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
