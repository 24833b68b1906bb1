import env from '#start/env'

/**
 * Stripe settings from the environment. Without a secret key the app runs
 * its in-app test-mode checkout instead of Stripe (see
 * app/billing/services/payment_provider.ts).
 *
 * STRIPE_API_HOST points the SDK at another API host (`host:port`, or a URL
 * such as `http://127.0.0.1:12111` to choose the protocol too); unset means
 * api.stripe.com over HTTPS. The object is read on every call, so a process
 * may re-point it (the tests point it at their local Stripe).
 */
export const stripeSettings = {
  secretKey: env.get('STRIPE_SECRET_KEY') || null,
  publishableKey: env.get('STRIPE_PUBLISHABLE_KEY') || null,
  webhookSecret: env.get('STRIPE_WEBHOOK_SECRET') || null,
  apiHost: env.get('STRIPE_API_HOST') || null,
} as {
  secretKey: string | null
  publishableKey: string | null
  webhookSecret: string | null
  apiHost: string | null
}

export type StripeApiTarget = { host?: string; port?: number; protocol?: 'http' | 'https' }

/** The SDK's host/port/protocol options for STRIPE_API_HOST. */
export function stripeApiTarget(apiHost: string | null): StripeApiTarget {
  if (!apiHost) return {}
  const url = new URL(/^[a-z]+:\/\//i.test(apiHost) ? apiHost : `https://${apiHost}`)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  }
}

/** Billing switches read at each checkout. */
export const billingSettings = {
  /** The launch discount on the first payment (LAUNCH_DISCOUNT_ENABLED). */
  launchDiscountEnabled: env.get('LAUNCH_DISCOUNT_ENABLED') ?? false,
}
