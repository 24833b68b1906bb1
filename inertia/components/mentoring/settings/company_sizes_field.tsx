import { useIntl } from 'react-intl'
import { MATCHING_COMPANY_SIZES, type MatchingCompanySize } from '#business/matching'
import { FieldError, describedBy } from '~/components/ui/field'
import { useT } from '~/components/ui/use_t'

const COMPANY_SIZE_KEYS = Object.keys(MATCHING_COMPANY_SIZES) as MatchingCompanySize[]

/** The company sizes a mentor works with, for matching: each band with its headcount. */
export function CompanySizesField({
  value,
  onChange,
  error,
}: {
  value: string[]
  onChange: (sizes: string[]) => void
  error: string | null
}) {
  const intl = useIntl()
  const t = useT()
  return (
    <fieldset
      data-field="companySizes"
      tabIndex={-1}
      aria-describedby={describedBy('companySizes', true, error)}
      className="focus:outline-none"
    >
      <legend className="block text-sm font-medium text-slate-800">
        {t('mentor_settings.fields.companySizes')}
      </legend>
      <p id="companySizes-hint" className="mt-1 text-sm text-slate-500">
        {t('mentor_settings.hints.companySizes')}
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {COMPANY_SIZE_KEYS.map((size) => {
          const band = MATCHING_COMPANY_SIZES[size]
          const checked = value.includes(size)
          return (
            <label
              key={size}
              className="flex items-start gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                name="companySizes"
                value={size}
                checked={checked}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...value, size] : value.filter((one) => one !== size)
                  )
                }
                className="mt-0.5 size-4 rounded border-slate-300 text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600"
              />
              <span>
                <span className="block font-medium">
                  {t(`mentor_settings.companySizes.${size}`)}
                </span>
                <span className="block text-slate-600">
                  {band.max === null
                    ? t('mentor_settings.companySizes.rangeOpen', {
                        min: intl.formatNumber(band.min),
                      })
                    : t('mentor_settings.companySizes.range', {
                        min: intl.formatNumber(band.min),
                        max: intl.formatNumber(band.max),
                      })}
                </span>
              </span>
            </label>
          )
        })}
      </div>
      <FieldError id="companySizes" error={error} />
    </fieldset>
  )
}
