import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#core/exceptions/handler'))

/**
 * Runs on every request, even with no matching route (so 404 pages render).
 */
server.use([
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/compression_middleware'),
  () => import('@adonisjs/static/static_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/health_probe_middleware'),
  () => import('#middleware/detect_user_locale_middleware'),
  () => import('#middleware/inertia_middleware'),
])

/**
 * Runs on every request with a matching route.
 */
router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/session_middleware'),
  () => import('#middleware/csrf_middleware'),
  () => import('#middleware/request_input_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/silent_auth_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
])

export const middleware = router.named({
  guest: () => import('#middleware/guest_middleware'),
  auth: () => import('#middleware/auth_middleware'),
  onboarded: () => import('#middleware/onboarded_middleware'),
  // Role guards: each asks its module's policy (app/<module>/policies) through ctx.bouncer.
  mentorAccess: () => import('#mentoring/middleware/mentor_settings_middleware'),
  menteeAccess: () => import('#billing/middleware/plan_access_middleware'),
  admin: () => import('#admin/middleware/console_middleware'),
  // @adonisjs/transmit's calls name their stream (start/transmit.ts).
  transmitClient: () => import('#middleware/transmit_client_middleware'),
})
