import { lazy } from 'react'
import FactoryIcon from '@mui/icons-material/Factory'

export default {
  list: lazy(() => import('./IndustryList')),
  show: lazy(() => import('./IndustryShow')),
  icon: FactoryIcon,
  recordRepresentation: 'name',
}
