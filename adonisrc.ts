import { indexPages } from '@adonisjs/inertia'
import { indexEntities } from '@adonisjs/core'
import { defineConfig } from '@adonisjs/core/app'
import { generateRegistry } from '@tuyau/core/hooks'
import { indexPolicies } from '@adonisjs/bouncer'

export default defineConfig({
  experimental: {},

  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/session/commands'),
    () => import('@adonisjs/mail/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/queue/commands'),
    () => import('#start/commands'),
    () => import('@adonisjs/bouncer/commands'),
  ],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    {
      file: () => import('@adonisjs/core/providers/repl_provider'),
      environment: ['repl', 'test'],
    },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/core/providers/edge_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/vite/vite_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/i18n/i18n_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/ally/ally_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/lock/lock_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/queue/queue_provider'),
    () => import('@adonisjs/inertia/inertia_provider'),
    () => import('@adonisjs/bouncer/bouncer_provider'),
    () => import('@adonisjs/transmit/transmit_provider'),
    // Core's own part of members' data, then the feature modules, each adding its shared page
    // props, sitemap pages and API description to core's registries (core imports none of them).
    () => import('#core/core_provider'),
    () => import('#accounts/accounts_provider'),
    () => import('#mentoring/mentoring_provider'),
    () => import('#scheduling/scheduling_provider'),
    () => import('#billing/billing_provider'),
    () => import('#referrals/referrals_provider'),
    () => import('#admin/admin_provider'),
  ],

  preloads: [
    () => import('#start/crypto_keys'),
    () => import('#start/validator'),
    () => import('#start/routes'),
    () => import('#start/kernel'),
    { file: () => import('#start/transmit'), environment: ['web', 'test'] },
    () => import('#start/mail'),
    { file: () => import('#start/view'), environment: ['web', 'test'] },
    { file: () => import('#start/scheduler'), environment: ['web'] },
    { file: () => import('#start/console_routes'), environment: ['console'] },
  ],

  tests: {
    suites: [
      { files: ['tests/unit/**/*.spec.{ts,js}'], name: 'unit', timeout: 10000 },
      { files: ['tests/functional/**/*.spec.{ts,js}'], name: 'functional', timeout: 30000 },
      { files: ['tests/browser/**/*.spec.{ts,js}'], name: 'browser', timeout: 120000 },
    ],
    forceExit: false,
  },

  metaFiles: [
    { pattern: 'resources/views/**/*.edge', reloadServer: false },
    { pattern: 'resources/lang/**/*.{json,yaml,yml}', reloadServer: false },
    { pattern: 'public/**', reloadServer: false },
    // The admin console's bundle (built by the buildStarting hook below), served at /admin.
    { pattern: 'admin-ui/dist/**', reloadServer: false },
  ],

  hooks: {
    init: [
      indexEntities({
        controllers: {
          source: './app',
          importAlias: '#app',
          glob: ['**/app/*/controllers/**/*_controller.{ts,js}'],
          skipSegments: ['controllers'],
        },
        transformers: {
          enabled: true,
          withSharedProps: true,
          inertiaMiddlewareImportPath: '#middleware/inertia_middleware',
          source: './app',
          importAlias: '#app',
          glob: ['**/app/*/transformers/**/*_transformer.{ts,js}'],
          skipSegments: ['transformers'],
        },
        events: { enabled: false },
        listeners: { enabled: false },
      }),
      indexPages({ framework: 'react' }),
      generateRegistry(),
      // Each module's policies (app/<module>/policies), for ctx.bouncer.with('...').
      indexPolicies({
        source: './app',
        importAlias: '#app',
        glob: ['**/app/*/policies/**/*_policy.{ts,js}'],
      }),
    ],
    buildStarting: [
      () => import('@adonisjs/vite/build_hook'),
      () => import('./admin-ui/hooks/build_hook.js'),
    ],
    devServerStarting: [() => import('./admin-ui/hooks/dev_hook.js')],
  },
})
