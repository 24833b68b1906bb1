import { lazy } from 'react'
import type { MentorApplicationRecord } from '../../types'
import HowToRegIcon from '@mui/icons-material/HowToReg'

export default {
  list: lazy(() => import('./MentorApplicationList')),
  show: lazy(() => import('./MentorApplicationShow')),
  icon: HowToRegIcon,
  recordRepresentation: (record: MentorApplicationRecord) =>
    record.applicantName || record.applicantEmail || '',
}
