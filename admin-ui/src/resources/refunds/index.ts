import { lazy } from 'react'
import type { RefundRecord } from '../../types'
import UndoIcon from '@mui/icons-material/Undo'

export default {
  list: lazy(() => import('./RefundList')),
  show: lazy(() => import('./RefundShow')),
  icon: UndoIcon,
  recordRepresentation: (record: RefundRecord) => `#${record.id}`,
}
