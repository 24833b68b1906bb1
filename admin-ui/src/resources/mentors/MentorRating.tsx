import { Typography } from '@mui/material'
import { useLocaleState, useRecordContext, type FieldProps } from 'react-admin'
import type { MentorRecord } from '../../types'
import { NO_VALUE } from '../shared/fields'

/** The average rating, or a dash while nobody has rated the mentor (the API sends 0 then). */
export function MentorRating(_props: FieldProps<MentorRecord>) {
  const record = useRecordContext<MentorRecord>()
  const [locale] = useLocaleState()
  if (!record) return null
  const rated = Number(record.ratingsCount ?? 0) > 0
  return (
    <Typography component="span" variant="body2">
      {rated
        ? new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Number(record.rating))
        : NO_VALUE}
    </Typography>
  )
}
