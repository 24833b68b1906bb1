import type { Data } from '@generated/data'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  OutcomePanel,
  linkButtonClass,
  secondaryLinkClass,
} from '~/components/billing/outcome_panel'
import { useT } from '~/components/ui/use_t'

/** `/checkout/free`: the free plan needs no payment; what it gives and where to go next. */
export default function CheckoutFree({ currentPlan }: Data.Billing.CheckoutFreePage) {
  const t = useT('checkout')
  const paid = currentPlan !== 'FREE'
  return (
    <>
      <Head title={t('free.title')} />
      <OutcomePanel
        tone="success"
        heading={paid ? t('free.title') : t('free.heading')}
        actions={
          <>
            <Link
              route={paid ? 'billing.settings.payments' : 'mentoring.mentors'}
              className={linkButtonClass}
            >
              {paid ? t('free.payments') : t('free.findMentor')}
            </Link>
            <Link route="pages.pricing" className={secondaryLinkClass}>
              {t('free.pricing')}
            </Link>
          </>
        }
      >
        <p>
          {paid ? t('free.paidPlan', { plan: t(`plans.${currentPlan}`) }) : t('free.description')}
        </p>
      </OutcomePanel>
    </>
  )
}
