import { lazy } from 'react'
import type { RewardRecord } from '../../types'
import RedeemIcon from '@mui/icons-material/Redeem'

export default {
  list: lazy(() => import('./RewardList')),
  show: lazy(() => import('./RewardShow')),
  icon: RedeemIcon,
  recordRepresentation: (record: RewardRecord) => `#${record.id}`,
}
