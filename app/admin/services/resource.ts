import { recordOf, recordsOf, type ResourceDefinition } from '#core/services/admin_resources'
import type { ListQuery, ListSpec } from '#admin/services/rest_query'

/*
| Serving a registered resource (#core/services/admin_resources): its list
| query's whitelists, a page of its records, one record. The handlers in
| rest_handlers.ts serve every resource the same way.
*/

export function listSpecOf(resource: ResourceDefinition<any>): ListSpec {
  return {
    sortable: Object.keys(resource.sortColumns),
    defaultSort: resource.defaultSort,
    filters: resource.filters,
  }
}

/** Applies a validated list query: filters, order (then id, for stable pages), range. */
export function listQueryOf(resource: ResourceDefinition<any>, list: ListQuery) {
  const query = resource.query()
  for (const [key, value] of Object.entries(list.filter)) {
    if (key === 'id') query.whereIn(resource.idColumn, value as number[])
    else resource.filters[key].apply(query, value)
  }
  return query
}

/** A page of records (each through its module's transformer) and the total. */
export async function listPage(resource: ResourceDefinition<any>, list: ListQuery) {
  const filtered = listQueryOf(resource, list)
  const counted = await filtered.clone().clearSelect().clearOrder().count('* as total').first()
  const total = Number(counted?.total ?? 0)
  const rows = await filtered
    .orderBy(resource.sortColumns[list.sort.field], list.sort.order)
    .orderBy(resource.idColumn, list.sort.order)
    .offset(list.range.start)
    .limit(list.range.end - list.range.start + 1)
  return { start: list.range.start, total, records: await recordsOf(resource, rows) }
}

export const findRecord = recordOf
