import { useId, type Ref } from 'react'
import { useIntl } from 'react-intl'
import { formatRate } from '~/components/mentoring/mentor_format'
import { fieldEdgeClass } from '~/components/ui/field'
import { useT } from '~/components/ui/use_t'

export type PriceRange = { priceMin: number | null; priceMax: number | null }

/** A minimum above the maximum can only find nobody (the API refuses it too). */
export function isInvertedRange({ priceMin: min, priceMax: max }: PriceRange) {
  return min !== null && max !== null && min > max
}

const inputClass = `block w-full rounded-lg px-3 py-2 text-base shadow-sm ${fieldEdgeClass}`

/**
 * The mentor list's usual-hourly-rate filter: minimum and maximum, with the
 * range the list holds as a hint. `showError` says, under both fields, that
 * the minimum is above the maximum; `minRef` is the minimum's input.
 */
export function PriceRangeFilter({
  value,
  bounds,
  showError,
  onChange,
  minRef,
}: {
  value: PriceRange
  bounds: { min: number; max: number }
  showError: boolean
  onChange: (next: PriceRange) => void
  minRef?: Ref<HTMLInputElement>
}) {
  const intl = useIntl()
  const t = useT()
  const minId = useId()
  const maxId = useId()
  const errorId = useId()
  const invalid = showError && isInvertedRange(value)
  const numberOf = (text: string) => (text === '' ? null : Number(text))
  const control = {
    'type': 'number',
    'inputMode': 'numeric',
    'min': 0,
    'step': 1,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    'className': inputClass,
  } as const

  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white px-3 py-2">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {t('mentors.list.price')}
      </legend>
      <p className="text-xs text-slate-600">
        {t('mentors.list.priceRange', {
          min: formatRate(intl, bounds.min),
          max: formatRate(intl, bounds.max),
        })}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={minId} className="block text-xs font-medium text-slate-700">
            {t('mentors.list.priceMin')}
          </label>
          <input
            {...control}
            id={minId}
            ref={minRef}
            value={value.priceMin ?? ''}
            placeholder={String(bounds.min)}
            onChange={(event) => onChange({ ...value, priceMin: numberOf(event.target.value) })}
          />
        </div>
        <div>
          <label htmlFor={maxId} className="block text-xs font-medium text-slate-700">
            {t('mentors.list.priceMax')}
          </label>
          <input
            {...control}
            id={maxId}
            value={value.priceMax ?? ''}
            placeholder={String(bounds.max)}
            onChange={(event) => onChange({ ...value, priceMax: numberOf(event.target.value) })}
          />
        </div>
      </div>
      {invalid ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {t('mentors.list.priceOrder')}
        </p>
      ) : null}
    </fieldset>
  )
}
