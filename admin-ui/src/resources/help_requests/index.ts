import { lazy } from 'react'
import type { HelpRequestRecord } from '../../types'
import HelpIcon from '@mui/icons-material/Help'

export default {
  list: lazy(() => import('./HelpRequestList')),
  show: lazy(() => import('./HelpRequestShow')),
  icon: HelpIcon,
  recordRepresentation: (record: HelpRequestRecord) => record.subject || `#${record.id}`,
}
