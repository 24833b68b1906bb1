import type { BillingPeriod } from '#business/pricing'
import { cn } from '~/lib/cn'
import { useT } from '~/components/ui/use_t'

type Props = {
  periods: readonly BillingPeriod[]
  value: BillingPeriod
  onChange: (period: BillingPeriod) => void
  /** The largest saving of each period, already formatted (none for monthly). */
  savings: Partial<Record<BillingPeriod, string>>
}

/**
 * Monthly / quarterly / annual: a group of real radio buttons (arrow keys
 * move between them), drawn as a segmented control.
 */
export function PeriodSwitch({ periods, value, onChange, savings }: Props) {
  const t = useT('pricing.periods')

  return (
    <fieldset className="mx-auto w-fit">
      <legend className="sr-only">{t('label')}</legend>
      <div className="flex flex-wrap justify-center gap-1 rounded-xl bg-slate-100 p-1">
        {periods.map((period) => {
          const checked = period === value
          return (
            <label
              key={period}
              // The chosen period has a brand-700 border (6.9:1 on the grey track: 1.4.11), the
              // keyboard's focus a brand-600 outline around it.
              className={cn(
                'relative flex cursor-pointer flex-col items-center rounded-lg border-2 px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                checked
                  ? 'border-brand-700 bg-white text-slate-900 shadow-sm'
                  : 'border-transparent text-slate-700 hover:text-slate-900'
              )}
            >
              <input
                type="radio"
                name="billing-period"
                value={period}
                checked={checked}
                onChange={() => onChange(period)}
                className="sr-only"
              />
              <span>{t(period)}</span>
              {savings[period] ? (
                <span className="text-xs font-medium text-green-800">
                  {t('saveUpTo', { amount: savings[period]! })}
                </span>
              ) : null}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
