import { createRequire } from 'node:module'
import type Stripe from 'stripe'
import { stripeApiTarget, stripeSettings } from '#config/stripe'
import { BillingError } from '#billing/errors'

let cached: { key: string; client: Stripe } | null = null

/**
 * The SDK, loaded on first use (its CommonJS build, synchronously): it holds
 * about 11 MB that a web process which never calls Stripe (no key, or only
 * catalogue traffic) need not carry.
 */
const requireModule = createRequire(import.meta.url)
function stripeSdk(): typeof Stripe {
  return requireModule('stripe')
}

/** True when a Stripe secret is configured: checkout goes to Stripe, else to the in-app test mode. */
export function stripeConfigured() {
  return Boolean(stripeSettings.secretKey)
}

/**
 * The Stripe SDK client for the current settings (secret key and API host),
 * or null without a secret key.
 */
export function stripeClient(): Stripe | null {
  const { secretKey, apiHost } = stripeSettings
  if (!secretKey) return null
  const key = `${secretKey}|${apiHost ?? ''}`
  if (cached?.key !== key) {
    cached = {
      key,
      client: new (stripeSdk())(secretKey, {
        ...stripeApiTarget(apiHost),
        maxNetworkRetries: 1,
        timeout: 15_000,
        appInfo: { name: 'mentorship-hub' },
      }),
    }
  }
  return cached.client
}

/** The Stripe client; a payment failure when Stripe is not configured. */
export function requireStripe(): Stripe {
  const client = stripeClient()
  if (!client) throw new BillingError('payment_failed')
  return client
}

/** Stripe's own errors (card declined, invalid request, network...) as the spec's payment errors. */
export function paymentErrorOf(error: unknown): unknown {
  if (error instanceof BillingError) return error
  const type = (error as { type?: string } | null)?.type
  if (typeof type !== 'string' || !type.startsWith('Stripe')) return error
  return new BillingError(type === 'StripeCardError' ? 'card_declined' : 'payment_failed')
}

/** Runs a Stripe call, turning Stripe's errors into payment errors. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw paymentErrorOf(error)
  }
}

/** The id of an expandable Stripe field (an id or an expanded object). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null
  return typeof value === 'string' ? value : value.id
}
