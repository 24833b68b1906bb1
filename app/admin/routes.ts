/*
| Routes of the admin module: the console's REST resources under /api/admin.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

router
  .get('/api/admin/me', ({ auth }) => ({ id: auth.user!.id, role: auth.user!.role }))
  .as('admin.me')
  .use([middleware.auth(), middleware.admin()])
