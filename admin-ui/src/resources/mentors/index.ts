import { lazy } from 'react'
import type { MentorRecord } from '../../types'
import SchoolIcon from '@mui/icons-material/School'

export default {
  list: lazy(() => import('./MentorList')),
  show: lazy(() => import('./MentorShow')),
  create: lazy(() => import('./MentorCreate')),
  edit: lazy(() => import('./MentorEdit')),
  icon: SchoolIcon,
  recordRepresentation: (record: MentorRecord) => record.fullName || record.email || '',
}
