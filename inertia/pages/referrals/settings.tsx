import { useEffect, useState } from 'react'
import { Head, router, usePage } from '@inertiajs/react'
import { useIntl } from 'react-intl'
import { DISCOUNTS } from '#business/pricing'
import { secondaryButtonClass } from '~/components/ui/button'
import { ReferralLinkCard } from '~/components/referrals/referral_link_card'
import { RewardsSummary } from '~/components/referrals/rewards_summary'
import { HowItWorks } from '~/components/referrals/how_it_works'
import { PagedTable } from '~/components/referrals/paged_table'
import { StatusBadge } from '~/components/referrals/status_badge'
import { formatMoney } from '~/components/billing/money'
import type { Data } from '@generated/data'
import { api, type ApiAnswer } from '~/lib/api'
import { cn } from '~/lib/cn'
import { useT } from '~/components/ui/use_t'

type Props = {
  info: Data.Referrals.ReferralInfo | null
  referredUsers: Data.Referrals.ReferredUsersPage | null
  rewards: Data.Referrals.RewardsPage | null
}

/** The next pages of both lists, from the same views as the page's first ones. */
const referredUsersPage = (page: number, limit: number) =>
  api('referrals.api.referredUsers', { query: { page, limit }, silent: true })
const rewardsPage = (page: number, limit: number) =>
  api('referrals.api.rewards', { query: { page, limit }, silent: true })

/**
 * Settings > Invites and rewards (spec: the Referral page): totals, the
 * user's link with copy and share channels, the rewards summary with the
 * progress to the next free session, how it works, and the paginated
 * referred friends and rewards history.
 */
export default function ReferralsSettings(props: Props) {
  const intl = useIntl()
  const t = useT('referrals_page')
  const timeZone = (usePage().props.timeZone as string | undefined) ?? 'UTC'
  const [info, setInfo] = useState(props.info)
  const [reloading, setReloading] = useState(false)
  useEffect(() => setInfo(props.info), [props.info])

  const date = (iso: string | null) =>
    iso ? intl.formatDate(iso, { dateStyle: 'medium', timeZone }) : '—'
  const euros = (amount: number) => formatMoney(intl, Math.round(amount * 100))

  function generated(next: ApiAnswer<'referrals.api.generateCode'>) {
    setInfo((current) =>
      current
        ? {
            ...current,
            code: next.code,
            referralCode: next.referralCode,
            referralLink: next.referralLink,
          }
        : current
    )
  }

  return (
    <>
      <Head title={t('title')} />
      <div className="max-w-4xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('description')}</p>

        {info ? (
          <>
            <section aria-labelledby="referral-totals-heading" className="mt-8">
              <h2 id="referral-totals-heading" className="sr-only">
                {t('totals.heading')}
              </h2>
              <dl
                className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
                data-testid="referral-totals"
              >
                <Total
                  label={t('totals.total')}
                  value={intl.formatNumber(info.totalReferrals)}
                  testId="total-referrals"
                />
                <Total
                  label={t('totals.successful')}
                  value={intl.formatNumber(info.successfulReferrals)}
                  testId="successful-referrals"
                />
                <Total
                  label={t('totals.credits')}
                  value={euros(info.totalCreditsEarned)}
                  testId="credits-earned"
                />
                <Total
                  label={t('totals.freeSessions')}
                  value={intl.formatNumber(info.freeSessionsAvailable)}
                  testId="free-sessions-available"
                />
              </dl>
            </section>
            <ReferralLinkCard info={info} onGenerated={generated} />
            <RewardsSummary info={info} />
          </>
        ) : (
          <div role="alert" className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-6">
            <p className="font-semibold text-red-900">{t('loadFailed')}</p>
            <button
              type="button"
              disabled={reloading}
              className={cn(secondaryButtonClass, 'mt-4')}
              onClick={() =>
                router.reload({
                  only: ['info'],
                  onStart: () => setReloading(true),
                  onFinish: () => setReloading(false),
                })
              }
            >
              {t('pagination.retry')}
            </button>
          </div>
        )}

        <HowItWorks />

        <PagedTable<Data.Referrals.ReferredUser>
          id="referred-users"
          heading={t('users.heading')}
          initial={props.referredUsers}
          fetchPage={referredUsersPage}
          rowKey={(item) => item.id}
          empty={t('users.empty')}
          failure={t('users.loadFailed')}
          columns={[
            { header: t('users.name'), cell: (item) => item.name },
            {
              header: t('users.date'),
              cell: (item) => date(item.referralDate),
              className: 'whitespace-nowrap',
            },
            {
              header: t('users.status'),
              cell: (item) => <StatusBadge kind="referralStatus" status={item.status} />,
            },
            {
              header: t('users.subscriptionDate'),
              cell: (item) => date(item.subscriptionDate),
              className: 'whitespace-nowrap',
            },
          ]}
        />

        <PagedTable<Data.Referrals.Reward>
          id="rewards-history"
          heading={t('history.heading')}
          initial={props.rewards}
          fetchPage={rewardsPage}
          rowKey={(item) => item.id}
          empty={t('history.empty')}
          failure={t('history.loadFailed')}
          columns={[
            { header: t('history.type'), cell: (item) => t(`rewardType.${item.type}`) },
            {
              header: t('history.amount'),
              cell: (item) =>
                item.type === 'free_session'
                  ? t('history.freeSession')
                  : item.type === 'discount'
                    ? `${intl.formatNumber(item.amount || DISCOUNTS.referralPercent)}%`
                    : euros(item.amount),
              className: 'whitespace-nowrap tabular-nums',
            },
            {
              header: t('history.date'),
              cell: (item) => date(item.dateEarned),
              className: 'whitespace-nowrap',
            },
            {
              header: t('history.status'),
              cell: (item) => <StatusBadge kind="rewardStatus" status={item.status} />,
            },
          ]}
        />
      </div>
    </>
  )
}

function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}
