import { adminResources, type ResourceDefinition } from '#core/services/admin_resources'
import { industries } from '#admin/resources/vocabulary'
import { contentPages } from '#admin/resources/content_pages'
import { auditLog } from '#admin/resources/audit_log'

/**
 * The admin module's own resources of the console, on core's tables (registered by its
 * provider, after every other module's own), served under /api/admin/<name>.
 */
export const ADMIN_OWN_RESOURCES: ResourceDefinition[] = [industries, contentPages, auditLog]

/**
 * The order the console's API lists the resources in (its routes, the API document), whichever
 * module registered them and whenever its provider started; one not named here comes last, in
 * the order registered. (The console's menu has its own order, admin-ui/src/resources.ts.)
 */
const API_ORDER = [
  'users',
  'mentors',
  'mentor-applications',
  'skills',
  'industries',
  'content-pages',
  'audit-log',
  'sessions',
  'subscriptions',
  'payments',
  'refunds',
  'referrals',
  'rewards',
  'waiting-list',
  'help-requests',
]

/** Every registered resource of the console, in API_ORDER. */
export function consoleResources(): ResourceDefinition[] {
  const rank = (resource: ResourceDefinition) => {
    const index = API_ORDER.indexOf(resource.name)
    return index === -1 ? API_ORDER.length : index
  }
  return [...adminResources()].sort((a, b) => rank(a) - rank(b))
}
