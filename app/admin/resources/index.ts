import type { ResourceDefinition } from '#core/services/admin_resources'
import { industries, skills } from '#admin/resources/vocabulary'
import { contentPages } from '#admin/resources/content_pages'
import { auditLog } from '#admin/resources/audit_log'
import { sessions } from '#admin/resources/sessions'
import { subscriptions } from '#admin/resources/subscriptions'
import { payments } from '#admin/resources/payments'
import { refunds } from '#admin/resources/refunds'
import { referrals } from '#admin/resources/referrals'
import { rewards } from '#admin/resources/rewards'
import { waitingList } from '#admin/resources/waiting_list'
import { helpRequests } from '#admin/resources/help_requests'

/**
 * The admin module's own resources of the console (registered by its provider, after the
 * other modules' own: users, mentors, mentor applications...), served under /api/admin/<name>.
 */
export const ADMIN_OWN_RESOURCES: ResourceDefinition[] = [
  skills,
  industries,
  contentPages,
  auditLog,
  sessions,
  subscriptions,
  payments,
  refunds,
  referrals,
  rewards,
  waitingList,
  helpRequests,
]
