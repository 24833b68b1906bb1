import { lazy } from 'react'
import RedeemIcon from '@mui/icons-material/Redeem'

export default {
  list: lazy(() => import('./RewardList')),
  show: lazy(() => import('./RewardShow')),
  icon: RedeemIcon,
  recordRepresentation: (record: { id: number }) => `#${record.id}`,
}
