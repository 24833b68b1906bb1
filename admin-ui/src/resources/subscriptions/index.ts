import { lazy } from 'react'
import CardMembershipIcon from '@mui/icons-material/CardMembership'

export default {
  list: lazy(() => import('./SubscriptionList')),
  show: lazy(() => import('./SubscriptionShow')),
  icon: CardMembershipIcon,
  recordRepresentation: (record: { id: number; plan?: string; user_name?: string }) =>
    `${record.plan ?? ''} #${record.id}${record.user_name ? ` – ${record.user_name}` : ''}`,
}
