import { lazy } from 'react'
import EventIcon from '@mui/icons-material/Event'

export default {
  list: lazy(() => import('./SessionList')),
  show: lazy(() => import('./SessionShow')),
  icon: EventIcon,
  recordRepresentation: (record: { id: number; mentor_name?: string; mentee_name?: string }) =>
    `#${record.id} ${record.mentor_name ?? ''} – ${record.mentee_name ?? ''}`,
}
