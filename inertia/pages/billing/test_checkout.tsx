import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useIntl } from 'react-intl'
import type { Data } from '@generated/data'
import { formatMoney } from '~/components/billing/money'
import { Spinner } from '~/components/loading/spinner'
import { toast } from '~/components/toast'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { api, ApiError } from '~/lib/api'
import { useT } from '~/components/ui/use_t'

/**
 * `/checkout/test/:id`: the in-app stand-in for Stripe's hosted checkout
 * while no Stripe secret is configured, labelled TEST MODE. Completing it
 * makes the subscription and its paid invoice as a real payment would;
 * cancelling leaves like Stripe's back link.
 */
export default function TestCheckout({ checkout }: { checkout: Data.Billing.TestCheckout }) {
  const intl = useIntl()
  const t = useT('checkout')
  const money = (cents: number) => formatMoney(intl, cents, checkout.quote.currency)
  const [busy, setBusy] = useState<'complete' | 'cancel' | null>(null)
  const { quote } = checkout
  const open = checkout.status === 'open'

  async function finish(action: 'complete' | 'cancel') {
    // The buttons stay focusable while busy (aria-disabled): presses meanwhile are ignored.
    if (busy) return
    setBusy(action)
    try {
      const params = { id: checkout.id }
      const { url } =
        action === 'complete'
          ? await api('billing.api.testCheckout.complete', { params })
          : await api('billing.api.testCheckout.cancel', { params })
      window.location.assign(url)
    } catch (failure) {
      setBusy(null)
      if (failure instanceof ApiError && failure.errorCode === 'UNKNOWN_ERROR' && failure.status) {
        toast({
          title: t('errors.process'),
          description: t('errors.processDescription'),
          variant: 'destructive',
        })
      }
    }
  }

  const discountLabel = quote.discount
    ? t(quote.discount.kind === 'launch' ? 'test.discountLaunch' : 'test.discountReferral', {
        percent: quote.discount.percent,
      })
    : null

  return (
    <>
      <Head title={t('test.title')} />
      <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
        <div
          role="note"
          className="rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p
            className="inline-block rounded bg-amber-800 px-2 py-0.5 text-xs font-bold tracking-wider text-white"
            data-testid="test-mode-badge"
          >
            {t('test.badge')}
          </p>
          <p className="mt-2">{t('test.notice')}</p>
        </div>

        <section
          aria-labelledby="test-checkout-heading"
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h1
            id="test-checkout-heading"
            className="text-2xl font-bold tracking-tight text-slate-900"
          >
            {t('test.heading')}
          </h1>
          <h2 className="mt-6 text-sm font-semibold text-slate-900">{t('test.summary')}</h2>
          <dl className="mt-3 divide-y divide-slate-200 text-sm">
            <div className="flex justify-between gap-4 py-2">
              <dt className="text-slate-600">{t('test.plan')}</dt>
              <dd className="font-medium text-slate-900">{t(`plans.${quote.plan}`)}</dd>
            </div>
            <div className="flex justify-between gap-4 py-2">
              <dt className="text-slate-600">{t('test.period')}</dt>
              <dd className="font-medium text-slate-900 first-letter:uppercase">
                {t(`periods.${quote.period}`)}
              </dd>
            </div>
            <div className="flex justify-between gap-4 py-2">
              <dt className="text-slate-600">{t('test.listPrice')}</dt>
              <dd className="font-medium text-slate-900">{money(quote.listCents)}</dd>
            </div>
            {discountLabel ? (
              <div className="flex justify-between gap-4 py-2">
                <dt className="text-slate-600">{t('test.discount')}</dt>
                <dd className="font-medium text-green-800">
                  {discountLabel}: −{money(quote.listCents - quote.firstPaymentCents)}
                </dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4 py-2 text-base">
              <dt className="font-semibold text-slate-900">{t('test.dueToday')}</dt>
              <dd className="font-bold text-slate-900" data-testid="due-today">
                {money(quote.firstPaymentCents)}
              </dd>
            </div>
            <div className="flex justify-between gap-4 py-2">
              <dt className="text-slate-600">{t('test.card')}</dt>
              <dd className="font-medium text-slate-900">{t('test.cardValue')}</dd>
            </div>
          </dl>
          {quote.discount && quote.setAside ? (
            <p className="mt-3 text-sm text-slate-700" data-testid="set-aside-discount">
              {t(`test.setAside.${quote.setAside.kind}`, {
                percent: quote.setAside.percent,
                applied: quote.discount.percent,
              })}
            </p>
          ) : null}
          <p className="mt-3 text-xs text-slate-600">
            {t('test.thenPrice', { price: money(quote.listCents), per: t(`per.${quote.period}`) })}
          </p>

          {open ? (
            <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                type="button"
                aria-disabled={busy !== null || undefined}
                onClick={() => finish('cancel')}
                className={secondaryButtonClass}
              >
                {busy === 'cancel' ? <Spinner size="xs" /> : null}
                {t(busy === 'cancel' ? 'test.cancelling' : 'test.cancel')}
              </button>
              <button
                type="button"
                aria-disabled={busy !== null || undefined}
                onClick={() => finish('complete')}
                className={primaryButtonClass}
              >
                {busy === 'complete' ? <Spinner size="xs" /> : null}
                {t(busy === 'complete' ? 'test.completing' : 'test.complete')}
              </button>
            </div>
          ) : (
            <div className="mt-8">
              <p role="status" className="text-sm text-slate-700">
                {t('test.closed')}
              </p>
              <Link route="pages.pricing" className={`${secondaryButtonClass} mt-4`}>
                {t('test.pricing')}
              </Link>
            </div>
          )}
        </section>
      </div>
    </>
  )
}
