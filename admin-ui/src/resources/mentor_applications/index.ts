import { lazy } from 'react'
import HowToRegIcon from '@mui/icons-material/HowToReg'

export default {
  list: lazy(() => import('./MentorApplicationList')),
  show: lazy(() => import('./MentorApplicationShow')),
  icon: HowToRegIcon,
  recordRepresentation: (record: { applicant_name?: string; applicant_email?: string }) =>
    record.applicant_name || record.applicant_email || '',
}
