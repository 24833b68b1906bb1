import { lazy } from 'react'
import HistoryIcon from '@mui/icons-material/History'

export default {
  list: lazy(() => import('./AuditLogList')),
  show: lazy(() => import('./AuditLogShow')),
  icon: HistoryIcon,
  recordRepresentation: (record: { id: number; action?: string }) =>
    `#${record.id}${record.action ? ` ${record.action}` : ''}`,
}
