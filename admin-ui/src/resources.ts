import type { ComponentType, ReactElement } from 'react'
import PeopleIcon from '@mui/icons-material/People'
import SchoolIcon from '@mui/icons-material/School'
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd'
import EventIcon from '@mui/icons-material/Event'
import PersonOffIcon from '@mui/icons-material/PersonOff'
import ReportIcon from '@mui/icons-material/Report'
import CardMembershipIcon from '@mui/icons-material/CardMembership'
import ReceiptIcon from '@mui/icons-material/Receipt'
import UndoIcon from '@mui/icons-material/Undo'
import ShareIcon from '@mui/icons-material/Share'
import RedeemIcon from '@mui/icons-material/Redeem'
import ArticleIcon from '@mui/icons-material/Article'
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty'
import HelpCenterIcon from '@mui/icons-material/HelpCenter'
import HistoryIcon from '@mui/icons-material/History'
import PsychologyIcon from '@mui/icons-material/Psychology'
import FactoryIcon from '@mui/icons-material/Factory'

/**
 * What a resource folder's index.ts exports (default export or named ones),
 * as in react-admin's demo: the views (lazy components, so each view is its
 * own chunk), an icon and how a record is named.
 */
export type ResourceModule = Partial<{
  list: ComponentType<any>
  show: ComponentType<any>
  edit: ComponentType<any>
  create: ComponentType<any>
  icon: ComponentType<any>
  recordRepresentation: string | ReactElement | ((record: any) => string)
}>

/** The console's resources in menu order, with the icon used until the folder gives one. */
export const RESOURCES = [
  { name: 'users', icon: PeopleIcon },
  { name: 'mentors', icon: SchoolIcon },
  { name: 'mentor-applications', icon: AssignmentIndIcon },
  { name: 'sessions', icon: EventIcon },
  { name: 'no-shows', icon: PersonOffIcon },
  { name: 'conversation-reports', icon: ReportIcon },
  { name: 'subscriptions', icon: CardMembershipIcon },
  { name: 'payments', icon: ReceiptIcon },
  { name: 'refunds', icon: UndoIcon },
  { name: 'referrals', icon: ShareIcon },
  { name: 'rewards', icon: RedeemIcon },
  { name: 'content-pages', icon: ArticleIcon },
  { name: 'waiting-list', icon: HourglassEmptyIcon },
  { name: 'help-requests', icon: HelpCenterIcon },
  { name: 'audit-log', icon: HistoryIcon },
  { name: 'skills', icon: PsychologyIcon },
  { name: 'industries', icon: FactoryIcon },
] as const

// Each index.ts is small (lazy views and an icon); the views load when first shown.
const modules = import.meta.glob<ResourceModule | { default: ResourceModule }>(
  './resources/*/index.ts',
  { eager: true }
)

/** A resource's folder: its name in snake case (mentor-applications → mentor_applications). */
function viewsOf(name: string): ResourceModule {
  const loaded =
    modules[`./resources/${name.replaceAll('-', '_')}/index.ts`] ??
    modules[`./resources/${name}/index.ts`]
  if (!loaded) return {}
  return 'default' in loaded && loaded.default ? loaded.default : (loaded as ResourceModule)
}

/** A record's name where the resource gives no representation of its own. */
function defaultRepresentation(record: Record<string, unknown>) {
  const name =
    record.fullName ?? record.applicantName ?? record.title ?? record.name ?? record.email
  return typeof name === 'string' && name ? name : `#${String(record.id)}`
}

/** Props for each <Resource>: the folder's views, its icon or ours, a record representation. */
export const resourceDefinitions = RESOURCES.map(({ name, icon }) => {
  const views = viewsOf(name)
  return {
    name,
    list: views.list,
    show: views.show,
    edit: views.edit,
    create: views.create,
    icon: views.icon ?? icon,
    recordRepresentation: views.recordRepresentation ?? defaultRepresentation,
  }
})
