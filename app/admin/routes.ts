/*
| Routes of the admin module: the console's REST resources under
| /api/admin/<resource>, in ra-data-simple-rest's contract (see
| rest_handlers.ts), each with its business actions: every resource the
| modules registered when the app booted (#core/services/admin_resources).
| ADMIN only; changes need the CSRF token like every other form or call of
| the site.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { RECORD_ID } from '#core/http'
import { consoleResources } from '#admin/resources/index'
import {
  createRecord,
  destroyRecord,
  listRecords,
  runAction,
  showRecord,
  updateRecord,
} from '#admin/services/rest_handlers'
import { showAnalyticsOverview } from '#admin/services/analytics'

router
  .group(() => {
    router.get('/me', ({ auth }) => ({ id: auth.user!.id, role: auth.user!.role })).as('me')
    router.get('/analytics/overview', showAnalyticsOverview).as('analytics.overview')

    for (const resource of consoleResources()) {
      const path = `/${resource.name}`
      const as = resource.name
      router.get(path, (ctx) => listRecords(ctx, resource)).as(`${as}.index`)
      router.get(`${path}/:id`, (ctx) => showRecord(ctx, resource)).as(`${as}.show`)
      if (resource.create) {
        router.post(path, (ctx) => createRecord(ctx, resource)).as(`${as}.store`)
      }
      if (resource.update) {
        router.put(`${path}/:id`, (ctx) => updateRecord(ctx, resource)).as(`${as}.update`)
      }
      if (resource.destroy) {
        router.delete(`${path}/:id`, (ctx) => destroyRecord(ctx, resource)).as(`${as}.destroy`)
      }
      for (const action of Object.keys(resource.actions ?? {})) {
        router
          .post(`${path}/:id/${action}`, (ctx) => runAction(ctx, resource, action))
          .as(`${as}.${action}`)
      }
    }
  })
  .where('id', RECORD_ID)
  .prefix('/api/admin')
  .as('admin')
  .use([middleware.auth(), middleware.admin()])

// The console's own page and files at /admin (admin-ui/dist).
import '#admin/routes/console'
