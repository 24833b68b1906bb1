import { lazy } from 'react'
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty'

export default {
  list: lazy(() => import('./WaitingListList')),
  icon: HourglassEmptyIcon,
  recordRepresentation: (record: { email?: string }) => record.email ?? '',
}
