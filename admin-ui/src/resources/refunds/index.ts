import { lazy } from 'react'
import UndoIcon from '@mui/icons-material/Undo'

export default {
  list: lazy(() => import('./RefundList')),
  show: lazy(() => import('./RefundShow')),
  icon: UndoIcon,
  recordRepresentation: (record: { id: number }) => `#${record.id}`,
}
