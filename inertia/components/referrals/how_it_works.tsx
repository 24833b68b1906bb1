import { useIntl } from 'react-intl'
import { REFERRAL_RULES } from '#business/referrals'
import { DISCOUNTS } from '#business/pricing'
import { formatMoney } from '~/components/billing/money'
import { useT } from '~/components/ui/use_t'

/** The three steps of the programme, with the configured figures. */
export function HowItWorks() {
  const intl = useIntl()
  const t = useT('referrals_page.how')
  const steps = [
    [t('step1Title'), t('step1')],
    [
      t('step2Title'),
      t('step2', { percent: DISCOUNTS.referralPercent, days: REFERRAL_RULES.discountValidityDays }),
    ],
    [
      t('step3Title'),
      t('step3', {
        amount: formatMoney(intl, REFERRAL_RULES.creditPerConversionEur * 100),
        count: REFERRAL_RULES.conversionsPerFreeSession,
      }),
    ],
  ]
  return (
    <section
      aria-labelledby="how-it-works-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="how-it-works-heading" className="text-base font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {steps.map(([title, text], index) => (
          <li key={title} className="rounded-xl bg-slate-50 p-4">
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-3 text-sm font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
