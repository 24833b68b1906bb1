import { lazy } from 'react'
import type { SessionRecord } from '../../types'
import EventIcon from '@mui/icons-material/Event'

export default {
  list: lazy(() => import('./SessionList')),
  show: lazy(() => import('./SessionShow')),
  icon: EventIcon,
  recordRepresentation: (record: SessionRecord) =>
    `#${record.id} ${record.mentorName ?? ''} – ${record.menteeName ?? ''}`,
}
