import { lazy } from 'react'
import ReceiptIcon from '@mui/icons-material/Receipt'

export default {
  list: lazy(() => import('./PaymentList')),
  show: lazy(() => import('./PaymentShow')),
  icon: ReceiptIcon,
  recordRepresentation: (record: { id: number; description?: string | null }) =>
    `#${record.id}${record.description ? ` ${record.description}` : ''}`,
}
