import { lazy } from 'react'
import ShareIcon from '@mui/icons-material/Share'

export default {
  list: lazy(() => import('./ReferralList')),
  show: lazy(() => import('./ReferralShow')),
  icon: ShareIcon,
  recordRepresentation: (record: { id: number; code?: string }) => record.code ?? `#${record.id}`,
}
