import { urlFor } from '@adonisjs/core/services/url_builder'
import { LocalizedMail, absoluteUrl, type MailRecipient } from '#core/mails/localized_mail'
import type { BillingPeriod, PaidPlan } from '#business/pricing'
import { invoiceLine } from '#billing/services/subscription_sync'

export type RefundContent = {
  amountCents: number
  currency: string
  description: string | null
  /** A subscription payment's plan and period: described in the customer's language. */
  plan: PaidPlan | null
  period: BillingPeriod | null
  isRenewal: boolean
  /** The refunded payment was a subscription's, which ended with the refund. */
  subscriptionEnded: boolean
}

/**
 * A refund made by the team, to the customer in their language
 * (resources/lang/<locale>/emails.json "refund", templates
 * resources/views/emails/refund*.edge): what was paid back and, for a
 * subscription, that it has ended.
 */
export class RefundMail extends LocalizedMail {
  protected template = 'refund'
  protected translationKey = 'refund'

  constructor(
    readonly recipient: MailRecipient,
    readonly content: RefundContent
  ) {
    super(recipient)
  }

  protected templateData(): Record<string, unknown> {
    const amount = new Intl.NumberFormat(this.locale, {
      style: 'currency',
      currency: this.content.currency.toUpperCase(),
    }).format(this.content.amountCents / 100)
    return {
      greetingName: this.recipient.name ?? '',
      amount,
      description:
        this.content.plan && this.content.period
          ? invoiceLine(this.i18n, this.content.plan, this.content.period, this.content.isRenewal)
          : this.content.description,
      subscriptionEnded: this.content.subscriptionEnded,
      url: absoluteUrl(urlFor('billing.settings.payments')),
    }
  }
}
