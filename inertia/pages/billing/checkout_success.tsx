import { useEffect, useState } from 'react'
import { Head, router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useIntl } from 'react-intl'
import type { Data } from '@generated/data'
import {
  OutcomePanel,
  linkButtonClass,
  secondaryLinkClass,
} from '~/components/billing/outcome_panel'
import { useT } from '~/components/ui/use_t'

/** Reloads while the payment is being confirmed: every 2 s, at most 15 times. */
const POLL = { intervalMs: 2000, attempts: 15 }

/**
 * `/checkout/success`: the plan once the payment is confirmed; while Stripe's
 * confirmation is on its way the page asks the server again by itself.
 */
export default function CheckoutSuccess({ outcome }: { outcome: Data.Billing.CheckoutOutcome }) {
  const intl = useIntl()
  const t = useT('checkout')
  const timeZone = (usePage().props.timeZone as string | undefined) ?? 'UTC'
  const [attempts, setAttempts] = useState(0)

  useEffect(() => {
    if (outcome.status !== 'processing' || attempts >= POLL.attempts) return
    const timer = setTimeout(() => {
      router.reload({ only: ['outcome'], onFinish: () => setAttempts((count) => count + 1) })
    }, POLL.intervalMs)
    return () => clearTimeout(timer)
  }, [outcome.status, attempts])

  const subscription = outcome.subscription
  if (outcome.status === 'complete' && subscription) {
    const plan = t(`plans.${subscription.plan}`)
    return (
      <>
        <Head title={t('success.title')} />
        <OutcomePanel
          tone="success"
          heading={t('success.heading', { plan })}
          actions={
            <>
              <Link route="mentoring.mentors" className={linkButtonClass}>
                {t('success.findMentor')}
              </Link>
              <Link route="billing.settings.payments" className={secondaryLinkClass}>
                {t('success.payments')}
              </Link>
            </>
          }
        >
          <p>{t('success.description', { plan, period: t(`periods.${subscription.period}`) })}</p>
          {subscription.currentPeriodEnd ? (
            <p>
              {t('success.renews', {
                date: intl.formatDate(subscription.currentPeriodEnd, {
                  dateStyle: 'long',
                  timeZone,
                }),
              })}
            </p>
          ) : null}
        </OutcomePanel>
      </>
    )
  }

  const waiting = outcome.status === 'processing'
  return (
    <>
      <Head title={t(waiting ? 'success.processingTitle' : 'success.unknownTitle')} />
      <OutcomePanel
        tone={waiting ? 'waiting' : 'neutral'}
        heading={t(waiting ? 'success.processingTitle' : 'success.unknownTitle')}
        actions={
          <>
            <Link route="billing.settings.payments" className={linkButtonClass}>
              {t('success.payments')}
            </Link>
            <Link route="pages.pricing" className={secondaryLinkClass}>
              {t('success.pricing')}
            </Link>
          </>
        }
      >
        <p role="status">
          {waiting
            ? t(attempts >= POLL.attempts ? 'success.processingStill' : 'success.processing')
            : t('success.unknown')}
        </p>
      </OutcomePanel>
    </>
  )
}
