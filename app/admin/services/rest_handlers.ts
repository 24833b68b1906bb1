import type { HttpContext } from '@adonisjs/core/http'
import { parseListQuery, recordIdOf } from '#admin/services/rest_query'
import { findRecord, listPage, listSpecOf } from '#admin/services/resource'
import { records, type ResourceDefinition } from '#core/services/admin_resources'

/*
| The five calls of ra-data-simple-rest, the same for every resource, plus
| its business actions (POST /:id/<action>). A change answers the record as
| GET /:id shows it, read again once the change is done.
*/

type Resource = ResourceDefinition<any>

function translator(ctx: HttpContext) {
  return (key: string, data?: Record<string, unknown>) => ctx.i18n.t(key, data)
}

/** GET /api/admin/<resource>: a page of records and `Content-Range: <resource> 0-24/319`. */
export async function listRecords(ctx: HttpContext, resource: Resource) {
  const list = parseListQuery(ctx.request.qs(), listSpecOf(resource), translator(ctx))
  return records(ctx, resource, await listPage(resource, list))
}

export function showRecord(ctx: HttpContext, resource: Resource) {
  return findRecord(resource, recordIdOf(ctx.params.id))
}

/* Routes exist only for what a resource allows (see app/admin/routes.ts). */

export async function createRecord(ctx: HttpContext, resource: Resource) {
  return findRecord(resource, await resource.create!(ctx))
}

export async function updateRecord(ctx: HttpContext, resource: Resource) {
  const id = recordIdOf(ctx.params.id)
  await findRecord(resource, id)
  await resource.update!(ctx, id)
  return findRecord(resource, id)
}

export async function destroyRecord(ctx: HttpContext, resource: Resource) {
  const id = recordIdOf(ctx.params.id)
  await findRecord(resource, id)
  await resource.destroy!(ctx, id)
  return { id }
}

export async function runAction(ctx: HttpContext, resource: Resource, action: string) {
  const id = recordIdOf(ctx.params.id)
  await findRecord(resource, id)
  await resource.actions![action](ctx, id)
  return findRecord(resource, id)
}
