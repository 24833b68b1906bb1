import type { ResourceDefinition } from '#admin/services/resource'
import { users } from '#admin/resources/users'
import { mentorApplications } from '#admin/resources/mentor_applications'

/** Every REST resource of the admin console, served under /api/admin/<name>. */
export const ADMIN_RESOURCES: ResourceDefinition[] = [users, mentorApplications]
