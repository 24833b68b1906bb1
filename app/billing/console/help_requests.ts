import db from '@adonisjs/lucid/services/db'
import { joinMemberName, memberNameColumns } from '#accounts/index'
import { HELP_REQUEST_STATUSES, HELP_REQUEST_TOPICS } from '#business/pro_features'
import {
  equalsFilter,
  fullName,
  isoOf,
  numberOrNull,
  searchFilter,
  type ResourceDefinition,
  type Row,
} from '#core/services/admin_resources'

/*
| PRO members' help requests, billing's resource of the admin console
| (read-only: each was e-mailed to the team when sent).
*/

/** The member who sent it, with their e-mail (accounts'). */
const MEMBER = { on: 'h.user_id', as: 'member', optional: true, also: ['email'] } as const

function helpRequestRecord(row: Row) {
  return {
    id: Number(row.id),
    userId: numberOrNull(row.user_id),
    userName: row.user_id === null ? null : fullName(row.member_first_name, row.member_last_name),
    userEmail: row.member_email ?? null,
    topic: row.topic,
    subject: row.subject,
    message: row.message,
    locale: row.locale,
    status: row.status,
    sentAt: isoOf(row.sent_at),
    createdAt: isoOf(row.created_at),
  }
}

export const helpRequests: ResourceDefinition = {
  name: 'help-requests',
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
  toRecords: (rows) => rows.map(helpRequestRecord),
}
