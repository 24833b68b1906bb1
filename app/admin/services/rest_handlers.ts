import type { HttpContext } from '@adonisjs/core/http'
import { parseListQuery, recordIdOf } from '#admin/services/rest_query'
import { findRecord, listPage, listSpecOf } from '#admin/services/resource'
import type { ResourceDefinition } from '#core/services/admin_resources'

/*
| The five calls of ra-data-simple-rest, the same for every resource, plus
| its business actions (POST /:id/<action>).
*/

function translator(ctx: HttpContext) {
  return (key: string, data?: Record<string, unknown>) => ctx.i18n.t(key, data)
}

/** GET /api/admin/<resource>: a page of records and `Content-Range: <resource> 0-24/319`. */
export async function listRecords(ctx: HttpContext, resource: ResourceDefinition) {
  const list = parseListQuery(ctx.request.qs(), listSpecOf(resource), translator(ctx))
  const { total, records } = await listPage(resource, list)
  const range = records.length
    ? `${list.range.start}-${list.range.start + records.length - 1}`
    : '*'
  ctx.response.header('Content-Range', `${resource.name} ${range}/${total}`)
  ctx.response.header('Access-Control-Expose-Headers', 'Content-Range')
  return records
}

export function showRecord(ctx: HttpContext, resource: ResourceDefinition) {
  return findRecord(resource, recordIdOf(ctx.params.id))
}

/* Routes exist only for what a resource allows (see app/admin/routes.ts). */

export function createRecord(ctx: HttpContext, resource: ResourceDefinition) {
  return resource.create!(ctx)
}

export async function updateRecord(ctx: HttpContext, resource: ResourceDefinition) {
  const id = recordIdOf(ctx.params.id)
  await findRecord(resource, id)
  return resource.update!(ctx, id)
}

export async function destroyRecord(ctx: HttpContext, resource: ResourceDefinition) {
  const id = recordIdOf(ctx.params.id)
  await findRecord(resource, id)
  await resource.destroy!(ctx, id)
  return { id }
}

export async function runAction(ctx: HttpContext, resource: ResourceDefinition, action: string) {
  const id = recordIdOf(ctx.params.id)
  await findRecord(resource, id)
  return resource.actions![action](ctx, id)
}
