import { lazy } from 'react'
import SchoolIcon from '@mui/icons-material/School'

export default {
  list: lazy(() => import('./MentorList')),
  show: lazy(() => import('./MentorShow')),
  create: lazy(() => import('./MentorCreate')),
  edit: lazy(() => import('./MentorEdit')),
  icon: SchoolIcon,
  recordRepresentation: (record: { full_name?: string; email?: string }) =>
    record.full_name || record.email || '',
}
