import { lazy } from 'react'
import type { AuditLogRecord } from '../../types'
import HistoryIcon from '@mui/icons-material/History'

export default {
  list: lazy(() => import('./AuditLogList')),
  show: lazy(() => import('./AuditLogShow')),
  icon: HistoryIcon,
  recordRepresentation: (record: AuditLogRecord) =>
    `#${record.id}${record.action ? ` ${record.action}` : ''}`,
}
