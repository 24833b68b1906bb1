import { FormattedMessage, useIntl } from 'react-intl'
import { MENTOR_APPLICATION_BASES, MENTOR_SELECTION } from '#business/accounts'
import { CURRENCY } from '#business/pricing'
import { cn } from '~/lib/cn'

/**
 * The four bases on which mentors are selected (spec section 1), with the
 * thresholds of MENTOR_SELECTION. The texts are `<messagePrefix>.<basis>`:
 * the home page speaks of "their field", the application page of "your field".
 */
export function SelectionCriteriaList({
  messagePrefix,
  className,
}: {
  messagePrefix: string
  className?: string
}) {
  const intl = useIntl()
  const euros = (value: number) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: CURRENCY,
      notation: 'compact',
      maximumFractionDigits: 0,
    })
  const values: Record<
    (typeof MENTOR_APPLICATION_BASES)[number],
    Record<string, string | number>
  > = {
    revenue_or_investment: { amount: euros(MENTOR_SELECTION.revenueOrInvestmentEur) },
    senior_experience: { years: MENTOR_SELECTION.seniorYears },
    investing_track_record: { amount: euros(MENTOR_SELECTION.investingEur) },
    relevant_network: {},
  }
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {MENTOR_APPLICATION_BASES.map((basis) => (
        <li
          key={basis}
          className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800"
          >
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              className="size-5"
            >
              <path strokeLinecap="round" strokeLinejoin="round" d="m4.5 12.75 6 6 9-13.5" />
            </svg>
          </span>
          <p className="text-base leading-7 text-slate-700">
            <FormattedMessage id={`${messagePrefix}.${basis}`} values={values[basis]} />
          </p>
        </li>
      ))}
    </ul>
  )
}
