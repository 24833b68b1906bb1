import { lazy } from 'react'
import type { NoShowRecord } from '../../types'
import PersonOffIcon from '@mui/icons-material/PersonOff'

export default {
  list: lazy(() => import('./NoShowList')),
  show: lazy(() => import('./NoShowShow')),
  icon: PersonOffIcon,
  recordRepresentation: (record: NoShowRecord) =>
    `#${record.sessionId} ${record.mentorName ?? ''} – ${record.menteeName ?? ''}`,
}
