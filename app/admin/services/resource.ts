import { AppError } from '#core/errors'
import type { ResourceDefinition } from '#core/services/admin_resources'
import type { ListQuery, ListSpec } from '#admin/services/rest_query'

/*
| Serving a registered resource (#core/services/admin_resources): its list
| query's whitelists, a page of its records, one record. The handlers in
| rest_handlers.ts serve every resource the same way.
*/

export function listSpecOf(resource: ResourceDefinition): ListSpec {
  return {
    sortable: Object.keys(resource.sortColumns),
    defaultSort: resource.defaultSort,
    filters: resource.filters,
  }
}

/** Applies a validated list query: filters, order (then id, for stable pages), range. */
export function listQueryOf(resource: ResourceDefinition, list: ListQuery) {
  const query = resource.query()
  for (const [key, value] of Object.entries(list.filter)) {
    if (key === 'id') query.whereIn(resource.idColumn, value as number[])
    else resource.filters[key].apply(query, value)
  }
  return query
}

export async function listPage(resource: ResourceDefinition, list: ListQuery) {
  const filtered = listQueryOf(resource, list)
  const counted = await filtered.clone().clearSelect().clearOrder().count('* as total').first()
  const total = Number(counted?.total ?? 0)
  const rows = await filtered
    .orderBy(resource.sortColumns[list.sort.field], list.sort.order)
    .orderBy(resource.idColumn, list.sort.order)
    .offset(list.range.start)
    .limit(list.range.end - list.range.start + 1)
  return { total, records: await resource.toRecords(rows) }
}

export async function findRecord(resource: ResourceDefinition, id: number) {
  const row = await resource.query().where(resource.idColumn, id).first()
  if (!row) throw new AppError('NOT_FOUND')
  const [record] = await resource.toRecords([row])
  return resource.detail ? resource.detail(record) : record
}
