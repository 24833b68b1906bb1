import { lazy } from 'react'
import PsychologyIcon from '@mui/icons-material/Psychology'

export default {
  list: lazy(() => import('./SkillList')),
  show: lazy(() => import('./SkillShow')),
  icon: PsychologyIcon,
  recordRepresentation: 'name',
}
