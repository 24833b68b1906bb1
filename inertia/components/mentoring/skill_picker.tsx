import type { Data } from '@generated/data'
import type { ReactNode } from 'react'
import { CheckboxPicker } from '~/components/ui/checkbox_picker'
import { useT } from '~/components/ui/use_t'

export type SkillOption = Data.Mentoring.SkillOption

/** Expertise skills, up to `max`. */
export function SkillPicker({
  skills,
  ...picker
}: {
  legend: ReactNode
  description?: ReactNode
  skills: SkillOption[]
  value: number[]
  onChange: (ids: number[]) => void
  max: number
  error?: string | null
  className?: string
}) {
  const t = useT('mentor_settings.skills')
  return (
    <CheckboxPicker
      {...picker}
      name="skills"
      choices={skills}
      texts={{
        filterLabel: t('filter'),
        filterPlaceholder: t('filter'),
        count: (count, max) => `${t('selected', { count })} ${t('max', { max })}`,
        noMatch: (query) => t('noMatch', { query }),
      }}
    />
  )
}
