import { useEffect, useState } from 'react'
import { Head, router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useIntl } from 'react-intl'
import type { Data } from '@generated/data'
import { BillingHistory } from '~/components/billing/billing_history'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { formatMoney } from '~/components/billing/money'
import { Spinner } from '~/components/loading/spinner'
import { toast } from '~/components/toast'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { api, ApiError } from '~/lib/api'
import { cn } from '~/lib/cn'
import { useT } from '~/components/ui/use_t'
import { Action, SubscriptionPanel } from '~/components/billing/subscription_panel'
import { ChangePlanDialog, type PlanChoice } from '~/components/billing/change_plan_dialog'

/** The subscription's calls: each answers the whole overview, in the page's casing. */
function subscriptionCall(action: Action, choice: PlanChoice | null) {
  switch (action) {
    case 'cancel':
      return api('billing.api.subscription.cancel')
    case 'resume':
      return api('billing.api.subscription.resume')
    case 'refund':
      return api('billing.api.subscription.refund')
    case 'change':
      return api('billing.api.subscription.change', { body: choice! })
  }
}

/**
 * Settings > Payments and subscription: plan, price, renewal date, days
 * remaining, payment method and its expiry; cancel at period end (showing
 * the date) and resume, change plan, a refund while the 14-day rule allows
 * it; the billing history. Actions go through /api/billing/subscription/*
 * and answer the whole overview, which replaces the page's.
 */
export default function PaymentsPage(props: {
  overview: Data.Billing.SubscriptionOverview | null
}) {
  const intl = useIntl()
  const t = useT('payments')
  const timeZone = (usePage().props.timeZone as string | undefined) ?? 'UTC'
  const [overview, setOverview] = useState<Data.Billing.SubscriptionOverview | null>(props.overview)
  const [busy, setBusy] = useState<Action | null>(null)
  const [dialog, setDialog] = useState<Action | null>(null)
  const [reloading, setReloading] = useState(false)
  // A reload (retry) brings a new overview from the server.
  useEffect(() => setOverview(props.overview), [props.overview])

  const date = (iso: string | null) =>
    iso ? intl.formatDate(iso, { dateStyle: 'long', timeZone }) : ''
  const money = (cents: number, currency?: string) => formatMoney(intl, cents, currency)

  async function act(action: Action, choice: PlanChoice | null = null) {
    // The resume button stays focusable while busy (aria-disabled): presses meanwhile are ignored.
    if (busy) return
    setBusy(action)
    try {
      const next = await subscriptionCall(action, choice)
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
                <Link route="pages.pricing" className={cn(primaryButtonClass, 'mt-4')}>
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
            onConfirm={(choice) => act('change', choice)}
            money={money}
            t={t}
          />
        </>
      ) : null}
    </>
  )
}
