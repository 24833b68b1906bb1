import { lazy } from 'react'
import type { SubscriptionRecord } from '../../types'
import CardMembershipIcon from '@mui/icons-material/CardMembership'

export default {
  list: lazy(() => import('./SubscriptionList')),
  show: lazy(() => import('./SubscriptionShow')),
  icon: CardMembershipIcon,
  recordRepresentation: (record: SubscriptionRecord) =>
    `${record.plan ?? ''} #${record.id}${record.userName ? ` – ${record.userName}` : ''}`,
}
