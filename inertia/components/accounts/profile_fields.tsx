import { useMemo, type ReactNode } from 'react'
import type { Data } from '@generated/data'
import { useIntl } from 'react-intl'
import { COMPANY_SIZES, ONBOARDING_RULES, type CompanySize } from '#business/accounts'
import { inputClass, type FieldControlProps } from '~/components/ui/field'
import { CheckboxPicker } from '~/components/ui/checkbox_picker'
import { useT } from '~/components/ui/use_t'

/* The account's own form pieces, shared by the onboarding wizard and the settings pages. */

export function CompanySizeSelect({
  value,
  onChange,
  control,
}: {
  value: CompanySize | null
  onChange: (size: CompanySize | null) => void
  control: FieldControlProps
}) {
  const intl = useIntl()
  return (
    <select
      {...control}
      className={inputClass}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as CompanySize | null)}
    >
      <option value="">{intl.formatMessage({ id: 'settings.companySizes.none' })}</option>
      {COMPANY_SIZES.map((size) => (
        <option key={size} value={size}>
          {intl.formatMessage({ id: `settings.companySizes.${size}` })}
        </option>
      ))}
    </select>
  )
}

/** An industry as the server lists it for the pickers (the mentor profile settings use it too). */
export type IndustryOption = Data.Accounts.IndustryOption

/** Industries grouped by sector, up to ONBOARDING_RULES.maxIndustries. */
export function IndustryPicker({
  industries,
  ...picker
}: {
  legend: ReactNode
  description?: ReactNode
  industries: IndustryOption[]
  value: number[]
  onChange: (ids: number[]) => void
  error?: string | null
  className?: string
}) {
  const t = useT('settings.industries')
  const choices = useMemo(
    () => industries.map((one) => ({ id: one.id, name: one.name, group: one.sector })),
    [industries]
  )
  return (
    <CheckboxPicker
      {...picker}
      name="industries"
      choices={choices}
      max={ONBOARDING_RULES.maxIndustries}
      texts={{
        filterLabel: t('filter'),
        filterPlaceholder: t('filter'),
        count: (count, max) => `${t('selected', { count })} ${t('max', { max })}`,
        noMatch: (query) => t('noMatch', { query }),
      }}
    />
  )
}
