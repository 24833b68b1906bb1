import emitter from '@adonisjs/core/services/emitter'
import mail from '@adonisjs/mail/services/main'
import { memberById } from '#accounts/index'
import type { InvoiceRefunded } from '#billing/events'
import { RefundMail } from '#billing/mails/refund_mail'
import Invoice from '#billing/models/invoice'

/** Tells the customer what was paid back and whether their subscription ended with it. */
async function mailRefund({ invoiceId, userId, amountCents, subscriptionEnded }: InvoiceRefunded) {
  const customer = userId ? await memberById(userId) : null
  const invoice = await Invoice.find(invoiceId)
  if (!customer || !invoice) return
  await mail.sendLater(
    new RefundMail(
      { email: customer.email, name: customer.firstName, locale: customer.locale },
      {
        amountCents,
        currency: invoice.currency,
        description: invoice.description,
        plan: invoice.plan,
        period: invoice.period,
        isRenewal: invoice.isRenewal,
        subscriptionEnded,
      }
    )
  )
}

export function mailRefunds() {
  emitter.on('invoice:refunded', mailRefund)
}
