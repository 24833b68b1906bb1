import { lazy } from 'react'
import type { PaymentRecord } from '../../types'
import ReceiptIcon from '@mui/icons-material/Receipt'

export default {
  list: lazy(() => import('./PaymentList')),
  show: lazy(() => import('./PaymentShow')),
  icon: ReceiptIcon,
  recordRepresentation: (record: PaymentRecord) =>
    `#${record.id}${record.description ? ` ${record.description}` : ''}`,
}
