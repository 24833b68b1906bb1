/*
| How long the product keeps what it keeps (README "Privacy and retention", the privacy page).
| The retention job (`node ace privacy:retention`, daily through the queue's scheduler)
| removes what is older; each module applies its own rules.
*/
export const RETENTION = {
  /** A sign-up whose e-mail address was never verified (it cannot sign in): deleted. */
  unverifiedAccountDays: 30,
  /** Sign-in links, verification and reset tokens, after they expire or are used. */
  usedTokenDays: 7,
  /** The audit log of admins' and operators' changes. */
  auditLogDays: 730,
  /** Messages sent through the contact form. */
  contactMessageDays: 365,
  /** Waiting-list entries (the e-mail of someone waiting for a plan). */
  waitingListDays: 365,
  /** Checkouts never completed (an abandoned payment page). */
  abandonedCheckoutDays: 90,
  /** Stripe events already processed (kept to ignore Stripe's retries). */
  processedWebhookDays: 90,
  /** Help requests of PRO members. */
  helpRequestDays: 730,
  /** Invoices and their refunds, for the books: 10 years (Italian Civil Code, art. 2220). */
  invoiceYears: 10,
  /** E-mails captured by the development mailbox (never production's SMTP). */
  capturedMailDays: 14,
  /** Rate-limit counters of the database store, after their window ends. */
  rateLimitHours: 1,
} as const
