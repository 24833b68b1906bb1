import { lazy } from 'react'
import type { WaitingListRecord } from '../../types'
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty'

export default {
  list: lazy(() => import('./WaitingListList')),
  icon: HourglassEmptyIcon,
  recordRepresentation: (record: WaitingListRecord) => record.email ?? '',
}
