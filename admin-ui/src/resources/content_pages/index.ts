import { lazy } from 'react'
import type { ContentPageRecord } from '../../types'
import ArticleIcon from '@mui/icons-material/Article'

export default {
  list: lazy(() => import('./ContentPageList')),
  show: lazy(() => import('./ContentPageShow')),
  create: lazy(() => import('./ContentPageCreate')),
  edit: lazy(() => import('./ContentPageEdit')),
  icon: ArticleIcon,
  recordRepresentation: (record: ContentPageRecord) =>
    record.title || `${record.key ?? ''} (${record.locale ?? ''})`,
}
