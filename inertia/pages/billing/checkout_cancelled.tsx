import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  OutcomePanel,
  linkButtonClass,
  secondaryLinkClass,
} from '~/components/billing/outcome_panel'
import { useT } from '~/components/ui/use_t'

/** `/checkout/cancelled`: nothing was charged; back to the plans. */
export default function CheckoutCancelled() {
  const t = useT('checkout.cancelled')
  return (
    <>
      <Head title={t('title')} />
      <OutcomePanel
        tone="neutral"
        heading={t('heading')}
        actions={
          <>
            <Link route="pages.pricing" className={linkButtonClass}>
              {t('pricing')}
            </Link>
            <Link route="scheduling.dashboard" className={secondaryLinkClass}>
              {t('dashboard')}
            </Link>
          </>
        }
      >
        <p>{t('description')}</p>
      </OutcomePanel>
    </>
  )
}
