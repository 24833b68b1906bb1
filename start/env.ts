/*
| Validates and casts the environment variables. Every variable is
| documented in .env.example; secrets come only from the environment.
*/
import { Env } from '@adonisjs/core/env'
import { parseTrustProxy } from '#core/services/trust_proxy'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string({ format: 'url', tld: false }),
  HOST: Env.schema.string({ format: 'host' }),
  LOG_LEVEL: Env.schema.string(),
  /* Which proxies may name the client's address (X-Forwarded-For); see .env.example */
  TRUST_PROXY: (_key: string, value?: string) => parseTrustProxy(value),

  /* Database */
  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'pg'] as const),
  SQLITE_FILENAME: Env.schema.string.optional(),
  PG_HOST: Env.schema.string.optional({ format: 'host' }),
  PG_PORT: Env.schema.number.optional(),
  PG_USER: Env.schema.string.optional(),
  PG_PASSWORD: Env.schema.string.optional(),
  PG_DB_NAME: Env.schema.string.optional(),
  PG_POOL_MAX: Env.schema.number.optional(),

  /* Scale-out switches: embedded defaults need no server */
  SESSION_DRIVER: Env.schema.enum(['database', 'redis'] as const),
  LIMITER_STORE: Env.schema.enum(['database', 'redis', 'memory'] as const),
  LOCK_STORE: Env.schema.enum(['database', 'redis', 'memory'] as const),
  QUEUE_DRIVER: Env.schema.enum(['database', 'redis', 'sync'] as const),
  /* Real-time events between instances: local (one instance) or redis */
  TRANSMIT_TRANSPORT: Env.schema.enum.optional(['local', 'redis'] as const),

  /* Redis (only used when a switch above selects it) */
  REDIS_HOST: Env.schema.string.optional({ format: 'host' }),
  REDIS_PORT: Env.schema.number.optional(),
  REDIS_PASSWORD: Env.schema.string.optional(),
  REDIS_DB: Env.schema.number.optional(),
  REDIS_PREFIX: Env.schema.string.optional(),

  /* Mail */
  MAIL_MAILER: Env.schema.enum(['smtp', 'mailbox'] as const),
  MAIL_FROM_NAME: Env.schema.string(),
  MAIL_FROM_ADDRESS: Env.schema.string(),
  SMTP_HOST: Env.schema.string(),
  SMTP_PORT: Env.schema.number(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),

  /* Sign-in providers */
  GOOGLE_CLIENT_ID: Env.schema.string.optional(),
  GOOGLE_CLIENT_SECRET: Env.schema.string.optional(),
  LINKEDIN_CLIENT_ID: Env.schema.string.optional(),
  LINKEDIN_CLIENT_SECRET: Env.schema.string.optional(),

  /* Payments */
  STRIPE_SECRET_KEY: Env.schema.string.optional(),
  STRIPE_PUBLISHABLE_KEY: Env.schema.string.optional(),
  STRIPE_WEBHOOK_SECRET: Env.schema.string.optional(),
  STRIPE_API_HOST: Env.schema.string.optional(),

  /* Files */
  DRIVE_DISK: Env.schema.enum(['fs'] as const),
  /* Where members' data archives are kept (never served as files); default storage/data_exports */
  DATA_EXPORTS_LOCATION: Env.schema.string.optional(),

  /* Product switches */
  LAUNCH_DISCOUNT_ENABLED: Env.schema.boolean.optional(),
  TEAM_BOOKING_URL: Env.schema.string.optional(),
  TEAM_EMAIL: Env.schema.string.optional(),
  /* PRO members' community link; unset: the default in config/business/pro_features.ts */
  COMMUNITY_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  ANALYTICS_KEY: Env.schema.string.optional(),
  ANALYTICS_HOST: Env.schema.string.optional(),
  ANALYTICS_ASSETS_HOST: Env.schema.string.optional({ format: 'url', tld: false }),

  /* Sign-in provider endpoints: unset means the providers' real ones (tests point them at a local fake) */
  GOOGLE_AUTHORIZE_URL: Env.schema.string.optional(),
  GOOGLE_TOKEN_URL: Env.schema.string.optional(),
  GOOGLE_USERINFO_URL: Env.schema.string.optional(),
  LINKEDIN_AUTHORIZE_URL: Env.schema.string.optional(),
  LINKEDIN_TOKEN_URL: Env.schema.string.optional(),
  LINKEDIN_USERINFO_URL: Env.schema.string.optional(),

  /* Google Calendar endpoints: unset means Google's real ones (tests point them at a local fake) */
  GOOGLE_CALENDAR_AUTHORIZE_URL: Env.schema.string.optional(),
  GOOGLE_CALENDAR_TOKEN_URL: Env.schema.string.optional(),
  GOOGLE_CALENDAR_USERINFO_URL: Env.schema.string.optional(),
  GOOGLE_CALENDAR_REVOKE_URL: Env.schema.string.optional(),
  GOOGLE_CALENDAR_API_URL: Env.schema.string.optional(),
  /* How long one call to Google Calendar may take before it counts as an outage */
  GOOGLE_CALENDAR_TIMEOUT_MS: Env.schema.number.optional(),

  /* Demo: a production build that still shows the development mailbox (/dev/mailbox) */
  DEMO_MODE: Env.schema.boolean.optional(),
})
