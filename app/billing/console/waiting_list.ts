import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { audit, auditSourceOf } from '#core/services/audit_log'
import { dateFilters, searchFilter, type ResourceDefinition } from '#core/services/admin_resources'
import WaitingListEntryTransformer, {
  consoleWaitingListEntrySchema,
} from '#billing/transformers/console/waiting_list_entry_transformer'

/*
| The pricing page's waiting list, billing's resource of the admin console:
| addresses left by visitors. An admin can remove one (e.g. on request); the
| removal is audited.
*/

const WAITING_COLUMNS = ['id', 'email', 'locale', 'created_at']

async function removeEntry(ctx: HttpContext, id: number) {
  await db.transaction(async (trx) => {
    const before = await trx
      .from('waiting_list_entries')
      .select(WAITING_COLUMNS)
      .where('id', id)
      .first()
    await trx.from('waiting_list_entries').where('id', id).delete()
    await audit(
      auditSourceOf(ctx),
      {
        action: 'waiting_list.delete',
        entityType: 'waiting_list_entry',
        entityId: id,
        before: before ? new WaitingListEntryTransformer(before).toObject() : null,
      },
      trx
    )
  })
}

export const waitingList: ResourceDefinition = {
  name: 'waiting-list',
  schema: consoleWaitingListEntrySchema,
  transformer: WaitingListEntryTransformer,
  query: () => db.from('waiting_list_entries').select(WAITING_COLUMNS),
  idColumn: 'id',
  sortColumns: { id: 'id', email: 'email', createdAt: 'created_at' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: searchFilter('email'),
    ...dateFilters('createdAt', 'created_at'),
  },
  destroy: removeEntry,
}
