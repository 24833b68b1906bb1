import type { Router } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

const DevMailboxController = () => import('#core/controllers/dev_mailbox_controller')

/**
 * Development-only routes: the captured mailbox at /dev/mailbox. They exist
 * in development and test, and in the demo (DEMO_MODE=true); a production
 * server never registers them, so /dev/* answers 404 there.
 */
export function devRoutesEnabled(
  { production, demo } = { production: app.inProduction, demo: env.get('DEMO_MODE', false) }
) {
  return !production || demo
}

export function registerDevRoutes(router: Router, { enabled }: { enabled: boolean }) {
  if (!enabled) return
  router
    .group(() => {
      router.get('/mailbox', [DevMailboxController, 'index']).as('dev.mailbox.index')
      router
        .get('/mailbox/:id', [DevMailboxController, 'show'])
        .where('id', /^\d{8}T\d{9}Z-[a-f0-9]{8}$/)
        .as('dev.mailbox.show')
    })
    .prefix('/dev')
}
