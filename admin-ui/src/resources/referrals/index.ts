import { lazy } from 'react'
import type { ReferralRecord } from '../../types'
import ShareIcon from '@mui/icons-material/Share'

export default {
  list: lazy(() => import('./ReferralList')),
  show: lazy(() => import('./ReferralShow')),
  icon: ShareIcon,
  recordRepresentation: (record: ReferralRecord) => record.code ?? `#${record.id}`,
}
