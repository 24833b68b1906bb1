import { ProcessedWebhookEventSchema } from '#database/schema'

/** A Stripe event already handled: its unique id makes webhook handling idempotent. */
export default class ProcessedWebhookEvent extends ProcessedWebhookEventSchema {}
