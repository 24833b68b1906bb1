import { useIntl } from 'react-intl'
import { cn } from '~/lib/cn'

const TONES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  converted: 'bg-green-100 text-green-800',
  processed: 'bg-green-100 text-green-800',
  expired: 'bg-slate-100 text-slate-700',
  failed: 'bg-red-100 text-red-800',
}

/** A referral's or a reward's status in words and colour. */
export function StatusBadge({
  kind,
  status,
}: {
  kind: 'referralStatus' | 'rewardStatus'
  status: string
}) {
  const intl = useIntl()
  return (
    <span
      data-status={status}
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status])}
    >
      {intl.formatMessage({ id: `referrals_page.${kind}.${status}` })}
    </span>
  )
}
