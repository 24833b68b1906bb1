import { lazy } from 'react'
import HelpIcon from '@mui/icons-material/Help'

export default {
  list: lazy(() => import('./HelpRequestList')),
  show: lazy(() => import('./HelpRequestShow')),
  icon: HelpIcon,
  recordRepresentation: (record: { id: number; subject?: string }) =>
    record.subject || `#${record.id}`,
}
