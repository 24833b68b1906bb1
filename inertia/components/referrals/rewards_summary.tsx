import { useIntl } from 'react-intl'
import { formatMoney } from '~/components/billing/money'
import type { Data } from '@generated/data'
import { useT } from '~/components/ui/use_t'

/** Free sessions and credits, and the progress to the next free session. */
export function RewardsSummary({ info }: { info: Data.Referrals.ReferralInfo }) {
  const intl = useIntl()
  const t = useT('referrals_page.rewards')
  const euros = (amount: number) => formatMoney(intl, Math.round(amount * 100))
  const progress = Math.round(info.nextFreeSessionProgress)
  const rows: [string, string, string][] = [
    [t('freeSessionsEarned'), intl.formatNumber(info.freeSessionsEarned), 'free-sessions-earned'],
    [
      t('freeSessionsAvailable'),
      intl.formatNumber(info.freeSessionsAvailable),
      'free-sessions-summary',
    ],
    [t('totalCreditsEarned'), euros(info.totalCreditsEarned), 'total-credits-earned'],
    [t('creditsBalance'), euros(info.creditsBalance), 'credits-balance'],
  ]
  return (
    <section
      aria-labelledby="rewards-summary-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="rewards-summary-heading" className="text-base font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {rows.map(([label, value, testId]) => (
          <div
            key={testId}
            className="flex items-baseline justify-between gap-3 border-b border-slate-100 pb-2"
          >
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-sm font-semibold text-slate-900 tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        <p id="free-session-progress-label" className="text-sm font-medium text-slate-900">
          {t('progressLabel')}
        </p>
        <div
          role="progressbar"
          aria-labelledby="free-session-progress-label"
          aria-describedby="free-session-progress-text"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-all"
            style={{ width: `${progress}%` }}
          />
        </div>
        <p
          id="free-session-progress-text"
          className="mt-2 text-sm text-slate-700"
          data-testid="progress-text"
        >
          {t('progressText', { count: info.referralsUntilNextFreeSession })}
        </p>
      </div>
    </section>
  )
}
