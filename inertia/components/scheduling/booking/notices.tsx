import { useIntl } from 'react-intl'
import { usePage } from '@inertiajs/react'
import { cn } from '~/lib/cn'
import { useT } from '~/components/ui/use_t'
import { formatDay, formatTime, zoneName } from '~/components/scheduling/time'
import type { Coverage, Mentor } from '~/components/scheduling/booking/types'
import { urlFor } from '~/client'

export function EntitlementNotice({ coverage, mentor }: { coverage: Coverage; mentor: Mentor }) {
  const t = useT()
  const { entitlement, refusal, nextMonth } = coverage
  return (
    <section
      aria-labelledby="entitlement-title"
      className={cn(
        'rounded-xl border p-4',
        entitlement ? 'border-emerald-200 bg-emerald-50' : 'border-amber-300 bg-amber-50'
      )}
    >
      <h2 id="entitlement-title" className="text-sm font-semibold text-slate-900">
        {t('booking.entitlement.title')}
      </h2>
      {entitlement ? (
        <p className="mt-1 text-sm text-emerald-900" data-entitlement={entitlement}>
          {t(`booking.entitlement.${entitlement}`)}
        </p>
      ) : refusal === 'mentor_monthly_limit' ? (
        <MentorMonthlyLimit mentor={mentor} nextMonth={nextMonth} />
      ) : (
        <>
          <p className="mt-1 text-sm text-amber-900" data-entitlement="none">
            {t('booking.entitlement.none')}
          </p>
          <a href={urlFor('pages.pricing')} className={noticeLinkClass}>
            {t('booking.entitlement.pricingLink')}
          </a>
        </>
      )}
    </section>
  )
}

const noticeLinkClass =
  'mt-2 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none'

/**
 * PRO includes one call per mentor per month and this one is used: the reason,
 * then the ways on (another mentor now, this one from next month), not pricing.
 */
export function MentorMonthlyLimit({
  mentor,
  nextMonth,
}: {
  mentor: Mentor
  nextMonth: Coverage['nextMonth']
}) {
  const t = useT()
  const intl = useIntl()
  const { timeZone } = usePage().props
  const viewerZone = timeZone || 'UTC'
  const first = nextMonth?.firstAvailableAt ?? null
  return (
    <>
      <p className="mt-1 text-sm text-amber-900" data-entitlement="mentor_monthly_limit">
        {t('booking.entitlement.mentorMonthlyLimit', { name: mentor.firstName })}
        {nextMonth ? (
          <>
            {' '}
            {t('booking.entitlement.againFrom', {
              name: mentor.firstName,
              date: intl.formatDate(`${nextMonth.bookableFrom}T12:00:00Z`, {
                day: 'numeric',
                month: 'long',
                year: 'numeric',
                timeZone: 'UTC',
              }),
            })}
          </>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-x-6">
        <a href={urlFor('mentoring.mentors')} className={noticeLinkClass}>
          {t('booking.entitlement.otherMentors')}
        </a>
        {first ? (
          <a
            href={urlFor('scheduling.book', { id: mentor.id }, { qs: { from: first } })}
            className={noticeLinkClass}
            data-testid="next-month-slot"
          >
            {t('booking.entitlement.nextMonthSlot', {
              name: mentor.firstName,
              day: formatDay(intl, first, viewerZone),
              time: formatTime(intl, first, viewerZone),
              zone: zoneName(viewerZone, intl.locale),
            })}
          </a>
        ) : null}
      </div>
    </>
  )
}
