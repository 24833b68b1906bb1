import { lazy } from 'react'
import ReportIcon from '@mui/icons-material/Report'
import type { ConversationReportRecord } from '../../types'

export default {
  list: lazy(() => import('./ConversationReportList')),
  show: lazy(() => import('./ConversationReportShow')),
  icon: ReportIcon,
  recordRepresentation: (record: ConversationReportRecord) =>
    `#${record.conversationId} ${record.menteeName} – ${record.mentorName}`,
}
