import db from '@adonisjs/lucid/services/db'
import { joinMemberName, memberNameColumns } from '#accounts/index'
import { HELP_REQUEST_STATUSES, HELP_REQUEST_TOPICS } from '#business/pro_features'
import { equalsFilter, searchFilter, type ResourceDefinition } from '#core/services/admin_resources'
import HelpRequestTransformer, {
  consoleHelpRequestSchema,
} from '#billing/transformers/console/help_request_transformer'

/*
| PRO members' help requests, billing's resource of the admin console
| (read-only: each was e-mailed to the team when sent).
*/

/** The member who sent it, with their e-mail (accounts'). */
const MEMBER = { on: 'h.user_id', as: 'member', optional: true, also: ['email'] } as const

export const helpRequests: ResourceDefinition = {
  name: 'help-requests',
  schema: consoleHelpRequestSchema,
  transformer: HelpRequestTransformer,
  query: () =>
    joinMemberName(
      db
        .from('help_requests as h')
        .select(
          'h.id',
          'h.user_id',
          'h.topic',
          'h.subject',
          'h.message',
          'h.locale',
          'h.status',
          'h.sent_at',
          'h.created_at'
        ),
      MEMBER
    ),
  idColumn: 'h.id',
  sortColumns: { id: 'h.id', status: 'h.status', topic: 'h.topic', createdAt: 'h.created_at' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    userId: equalsFilter('h.user_id', 'number'),
    status: equalsFilter('h.status', 'string', HELP_REQUEST_STATUSES),
    topic: equalsFilter('h.topic', 'string', HELP_REQUEST_TOPICS),
    q: searchFilter('h.subject', memberNameColumns(MEMBER.as).email),
  },
}
