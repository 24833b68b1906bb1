import db from '@adonisjs/lucid/services/db'
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

/* PRO members' help requests (read-only: each was e-mailed to the team when sent). */

function helpRequestRecord(row: Row) {
  return {
    id: Number(row.id),
    user_id: numberOrNull(row.user_id),
    user_name: row.user_id === null ? null : fullName(row.first_name, row.last_name),
    user_email: row.email ?? null,
    topic: row.topic,
    subject: row.subject,
    message: row.message,
    locale: row.locale,
    status: row.status,
    sent_at: isoOf(row.sent_at),
    created_at: isoOf(row.created_at),
  }
}

export const helpRequests: ResourceDefinition = {
  name: 'help-requests',
  query: () =>
    db
      .from('help_requests as h')
      .leftJoin('users as u', 'u.id', 'h.user_id')
      .select(
        'h.id',
        'h.user_id',
        'h.topic',
        'h.subject',
        'h.message',
        'h.locale',
        'h.status',
        'h.sent_at',
        'h.created_at',
        'u.first_name',
        'u.last_name',
        'u.email'
      ),
  idColumn: 'h.id',
  sortColumns: { id: 'h.id', status: 'h.status', topic: 'h.topic', created_at: 'h.created_at' },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    user_id: equalsFilter('h.user_id', 'number'),
    status: equalsFilter('h.status', 'string', HELP_REQUEST_STATUSES),
    topic: equalsFilter('h.topic', 'string', HELP_REQUEST_TOPICS),
    q: searchFilter('h.subject', 'u.email'),
  },
  toRecords: (rows) => rows.map(helpRequestRecord),
}
