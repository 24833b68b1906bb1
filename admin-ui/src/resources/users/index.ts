import { lazy } from 'react'
import type { UserRecord } from '../../types'
import PeopleIcon from '@mui/icons-material/People'

export default {
  list: lazy(() => import('./UserList')),
  show: lazy(() => import('./UserShow')),
  edit: lazy(() => import('./UserEdit')),
  icon: PeopleIcon,
  recordRepresentation: (record: UserRecord) => record.fullName || record.email || '',
}
