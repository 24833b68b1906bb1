import type { ReactNode } from 'react'
import { CheckboxPicker, type Choice } from '~/components/ui/checkbox_picker'
import { useT } from '~/components/ui/use_t'

/** The search's industries or skills; the filter is named after the legend. */
export function ChoicePicker(picker: {
  name: string
  legend: string
  description?: ReactNode
  choices: Choice[]
  value: number[]
  onChange: (ids: number[]) => void
  max: number
  error?: string | null
}) {
  const t = useT('matching.picker')
  return (
    <CheckboxPicker
      {...picker}
      texts={{
        filterLabel: t('filter', { what: picker.legend }),
        filterPlaceholder: t('filterPlaceholder'),
        count: (count, max) => t('selected', { count, max }),
        noMatch: (query) => t('noMatch', { query }),
      }}
    />
  )
}
