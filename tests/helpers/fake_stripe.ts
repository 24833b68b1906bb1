import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DateTime } from 'luxon'
import Stripe from 'stripe'
import { stripeSettings } from '#config/stripe'
import { BILLING_PERIODS, PERIOD_INTERVAL, PRICES_EUR, priceLookupKey } from '#business/pricing'
import { PAID_PLANS } from '#billing/services/subscription_view'
import { testUrl } from '#tests/helpers/url'

type Obj = Record<string, any>

export type StripeRequest = {
  method: string
  path: string
  params: Obj
  idempotencyKey: string | null
}

const API_VERSION = '2026-10-28.endive'

function id(prefix: string) {
  return `${prefix}_${randomBytes(12).toString('hex')}`
}

const clone = <T>(value: T): T => structuredClone(value)

/**
 * Stripe's form encoding (`items[0][price]=x&expand[0]=y`) as nested
 * objects; numeric keys make arrays.
 */
function parseForm(encoded: string): Obj {
  const root: Obj = {}
  for (const [name, value] of new URLSearchParams(encoded)) {
    const keys = name.replace(/\]/g, '').split('[')
    let node: Obj = root
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = value
        return
      }
      const nextIsIndex = /^\d+$/.test(keys[index + 1]!)
      node[key] = node[key] ?? (nextIsIndex ? [] : {})
      node = node[key]
    })
  }
  return root
}

function list(data: Obj[], url: string) {
  return { object: 'list', data, has_more: false, url }
}

class StripeFailure extends Error {
  constructor(
    public status: number,
    public body: Obj
  ) {
    super(body.error?.message ?? 'stripe error')
  }
}

const missing = (kind: string, value: string) =>
  new StripeFailure(404, {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${value}'`,
      param: 'id',
    },
  })

const invalid = (message: string, param?: string) =>
  new StripeFailure(400, { error: { type: 'invalid_request_error', message, param } })

/**
 * A small local Stripe for the billing tests: the real `stripe` SDK is
 * pointed at it (host, port, protocol through STRIPE_API_HOST's setting) and
 * it answers, in Stripe's JSON, the endpoints the app calls:
 *
 * - customers (create, retrieve, balance transactions), checkout sessions (create, retrieve),
 *   subscriptions (retrieve with `expand`, update, cancel), invoices
 *   (retrieve, `payments` expanded), invoice payments (list by payment
 *   intent), charges (retrieve), refunds (create, list by charge), payment
 *   methods, products / prices (lookup keys, transfer_lookup_key) / coupons;
 * - POSTs honour Idempotency-Key (same key, same answer).
 *
 * What a customer or Stripe's billing clock would do is driven by the tests:
 * `payCheckout` (the hosted page is paid: subscription, invoice, charge),
 * `renew`, `failRenewal`, `endSubscription`, `expireCheckout`. Each returns
 * the events Stripe would send; `signed(event)` signs one with the SDK's own
 * test-header helper.
 */
export class FakeStripe {
  readonly secretKey = `sk_test_fake_${randomBytes(6).toString('hex')}`
  readonly webhookSecret = `whsec_fake_${randomBytes(12).toString('hex')}`
  requests: StripeRequest[] = []
  /** Seconds since the epoch Stripe believes it is (defaults to now). */
  clock: number | null = null
  /** When set, every API call answers 500 (Stripe unavailable). */
  outage = false
  /** When set, the next card payment is declined (card_declined). */
  declineNextPayment = false

  customers = new Map<string, Obj>()
  sessions = new Map<string, Obj>()
  subscriptions = new Map<string, Obj>()
  invoices = new Map<string, Obj>()
  invoicePayments = new Map<string, Obj>()
  charges = new Map<string, Obj>()
  refunds = new Map<string, Obj>()
  paymentMethods = new Map<string, Obj>()
  products = new Map<string, Obj>()
  prices = new Map<string, Obj>()
  coupons = new Map<string, Obj>()
  /** Customer balance transactions (referral credits are negative amounts). */
  balanceTransactions = new Map<string, Obj>()

  #server?: Server
  #idempotent = new Map<string, { status: number; body: Obj }>()
  #saved?: typeof stripeSettings
  readonly sdk = new Stripe('sk_test_unused')

  now() {
    return this.clock ?? Math.floor(Date.now() / 1000)
  }

  async start() {
    const server = createServer((req, res) => {
      this.#handle(req, res).catch((error) => {
        this.#send(res, 500, { error: { type: 'api_error', message: String(error) } })
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    this.#server = server
    const port = (server.address() as AddressInfo).port
    this.#saved = { ...stripeSettings }
    Object.assign(stripeSettings, {
      secretKey: this.secretKey,
      webhookSecret: this.webhookSecret,
      apiHost: `http://127.0.0.1:${port}`,
    })
    return this
  }

  async stop() {
    if (this.#saved) Object.assign(stripeSettings, this.#saved)
    this.#saved = undefined
    const server = this.#server
    this.#server = undefined
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  to(method: string, path: string | RegExp) {
    return this.requests.filter(
      (one) =>
        one.method === method &&
        (typeof path === 'string' ? one.path === path : path.test(one.path))
    )
  }

  /* ------------------------------ catalogue ------------------------------ */

  /** The catalogue as `billing:stripe-sync` would leave it (for tests that do not run the sync). */
  seedCatalog(
    prices: { lookupKey: string; amount: number; interval: 'month' | 'year'; count: number }[]
  ) {
    for (const price of prices) {
      const [plan] = price.lookupKey.split('_')
      const productId = `mentorship_${plan}`
      if (!this.products.has(productId)) {
        this.products.set(
          productId,
          this.#product({ id: productId, name: `Mentorship Hub ${plan.toUpperCase()}` })
        )
      }
      this.#createPrice({
        product: productId,
        currency: 'eur',
        unit_amount: String(price.amount),
        lookup_key: price.lookupKey,
        recurring: { interval: price.interval, interval_count: String(price.count) },
      })
    }
    for (const [couponId, percent] of [
      ['launch_50', 50],
      ['referral_20', 20],
    ] as const) {
      this.coupons.set(
        couponId,
        this.#coupon({ id: couponId, percent_off: String(percent), duration: 'once' })
      )
    }
  }

  /* --------------------------- scenario driving --------------------------- */

  event(type: string, object: Obj): Obj {
    return {
      id: id('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: this.now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: clone(object) },
    }
  }

  /** The raw body and Stripe-Signature header of an event, signed with the SDK's test helper. */
  signed(event: Obj, secret = this.webhookSecret) {
    const payload = JSON.stringify(event)
    const header = this.sdk.webhooks.generateTestHeaderString({ payload, secret })
    return { payload, header }
  }

  /**
   * The customer pays on the hosted page: a card, the subscription (first
   * period from now), its first invoice paid with the session's coupon, the
   * payment intent's charge. Returns Stripe's events in their usual order.
   */
  payCheckout(
    sessionId: string,
    card: Partial<{ brand: string; last4: string; expYear: number }> = {}
  ) {
    const session = this.sessions.get(sessionId)
    if (!session) throw new Error(`no session ${sessionId}`)
    const pm = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: session.customer,
      card: {
        brand: card.brand ?? 'visa',
        last4: card.last4 ?? '4242',
        exp_month: 12,
        exp_year: card.expYear ?? DateTime.utc().year + 3,
      },
      created: this.now(),
    }
    this.paymentMethods.set(pm.id, pm)
    const price = this.prices.get(session._price)!
    const now = this.now()
    const sub: Obj = {
      id: id('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      start_date: now,
      created: now,
      default_payment_method: pm.id,
      latest_invoice: null,
      metadata: { ...(session._subscriptionMetadata ?? {}) },
      discounts: [],
      livemode: false,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            price: clone(price),
            quantity: 1,
            current_period_start: now,
            current_period_end: this.#periodEnd(now, price),
            subscription: '',
          },
        ],
        has_more: false,
        url: '/v1/subscription_items',
      },
    }
    sub.items.data[0].subscription = sub.id
    this.subscriptions.set(sub.id, sub)
    const percent = session._coupon
      ? Number(this.coupons.get(session._coupon)?.percent_off ?? 0)
      : 0
    const amount = Math.round((price.unit_amount * (100 - percent)) / 100)
    const invoice = this.#paidInvoice(sub, amount, 'subscription_create')
    session.status = 'complete'
    session.payment_status = 'paid'
    session.subscription = sub.id
    return [
      this.event('customer.subscription.created', this.#subscriptionOut(sub, {})),
      this.event('checkout.session.completed', this.#sessionOut(session)),
      this.event('invoice.paid', this.#invoiceOut(invoice, {})),
      this.event('invoice.payment_succeeded', this.#invoiceOut(invoice, {})),
    ]
  }

  /** Stripe renews a subscription at its period end: a paid renewal invoice, the next period. */
  renew(subscriptionId: string) {
    const sub = this.subscriptions.get(subscriptionId)!
    const item = sub.items.data[0]
    item.current_period_start = item.current_period_end
    item.current_period_end = this.#periodEnd(item.current_period_start, item.price)
    sub.status = 'active'
    const invoice = this.#paidInvoice(sub, item.price.unit_amount, 'subscription_cycle')
    return [
      this.event('invoice.paid', this.#invoiceOut(invoice, {})),
      this.event('customer.subscription.updated', this.#subscriptionOut(sub, {})),
    ]
  }

  /** A renewal's payment fails: the invoice stays open after an attempt, the subscription is past due. */
  failRenewal(subscriptionId: string) {
    const sub = this.subscriptions.get(subscriptionId)!
    const item = sub.items.data[0]
    item.current_period_start = item.current_period_end
    item.current_period_end = this.#periodEnd(item.current_period_start, item.price)
    sub.status = 'past_due'
    const invoice = this.#invoice(sub, item.price.unit_amount, 'subscription_cycle')
    invoice.status = 'open'
    invoice.attempt_count = 1
    invoice.amount_paid = 0
    sub.latest_invoice = invoice.id
    return [
      this.event('invoice.payment_failed', this.#invoiceOut(invoice, {})),
      this.event('customer.subscription.updated', this.#subscriptionOut(sub, {})),
    ]
  }

  /** The subscription ends (its period ran out after cancel at period end, or unpaid). */
  endSubscription(subscriptionId: string) {
    const sub = this.subscriptions.get(subscriptionId)!
    sub.status = 'canceled'
    sub.canceled_at = sub.canceled_at ?? this.now()
    sub.ended_at = this.now()
    return [this.event('customer.subscription.deleted', this.#subscriptionOut(sub, {}))]
  }

  expireCheckout(sessionId: string) {
    const session = this.sessions.get(sessionId)!
    session.status = 'expired'
    return [this.event('checkout.session.expired', this.#sessionOut(session))]
  }

  /** The refund events of a charge, as Stripe sends them after a refund. */
  chargeRefunded(chargeId: string) {
    return [this.event('charge.refunded', clone(this.charges.get(chargeId)!))]
  }

  /* -------------------------------- HTTP -------------------------------- */

  async #handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const params: Obj =
      req.method === 'GET' || req.method === 'DELETE'
        ? parseForm(url.search.slice(1))
        : parseForm(raw)
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null
    const method = req.method ?? 'GET'
    this.requests.push({ method, path: url.pathname, params, idempotencyKey })

    if (this.outage) {
      return this.#send(res, 500, { error: { type: 'api_error', message: 'Stripe is down' } })
    }
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return this.#send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      })
    }
    const replayKey =
      idempotencyKey && method === 'POST' ? `${url.pathname}|${idempotencyKey}` : null
    if (replayKey && this.#idempotent.has(replayKey)) {
      const stored = this.#idempotent.get(replayKey)!
      return this.#send(res, stored.status, stored.body, { 'idempotent-replayed': 'true' })
    }
    let status = 200
    let body: Obj
    try {
      body = this.#route(method, url.pathname, params)
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error
      status = error.status
      body = error.body
    }
    if (replayKey) this.#idempotent.set(replayKey, { status, body })
    this.#send(res, status, body)
  }

  #send(res: ServerResponse, status: number, body: Obj, headers: Record<string, string> = {}) {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      'stripe-version': API_VERSION,
      ...headers,
    })
    res.end(JSON.stringify(body))
  }

  #route(method: string, path: string, params: Obj): Obj {
    const parts = path.replace(/^\/v1\//, '').split('/')
    const [resource, objectId, action] = parts
    const key = `${method} ${resource}${parts[1] === 'sessions' ? '/sessions' : ''}`
    if (resource === 'checkout') {
      const sessionId = parts[2]
      if (method === 'POST' && !sessionId) return this.#createSession(params)
      if (method === 'GET' && sessionId)
        return this.#sessionOut(this.#get(this.sessions, 'checkout.session', sessionId))
    }
    if (resource === 'customers' && objectId && action === 'balance_transactions') {
      const customer = this.#get(this.customers, 'customer', objectId)
      if (method === 'POST') return this.#createBalanceTransaction(customer, params)
      return list(
        [...this.balanceTransactions.values()].filter((one) => one.customer === objectId),
        `/v1/customers/${objectId}/balance_transactions`
      )
    }
    switch (key) {
      case 'POST customers':
        if (objectId) break
        return this.#createCustomer(params)
      case 'GET customers':
        return clone(this.#get(this.customers, 'customer', objectId))
      case 'GET subscriptions':
        return this.#subscriptionOut(
          this.#get(this.subscriptions, 'subscription', objectId),
          params
        )
      case 'POST subscriptions':
        return this.#updateSubscription(objectId, params)
      case 'DELETE subscriptions':
        return this.#cancelSubscription(objectId, params)
      case 'GET invoices':
        return this.#invoiceOut(this.#get(this.invoices, 'invoice', objectId), params)
      case 'GET invoice_payments': {
        const pi = params.payment?.payment_intent
        return list(
          [...this.invoicePayments.values()].filter(
            (one) => !pi || one.payment.payment_intent === pi
          ),
          '/v1/invoice_payments'
        )
      }
      case 'GET charges':
        return clone(this.#get(this.charges, 'charge', objectId))
      case 'GET payment_methods':
        return clone(this.#get(this.paymentMethods, 'payment_method', objectId))
      case 'POST refunds':
        return this.#createRefund(params)
      case 'GET refunds':
        return list(
          [...this.refunds.values()].filter(
            (one) => !params.charge || one.charge === params.charge
          ),
          '/v1/refunds'
        )
      case 'GET products':
        if (objectId) return clone(this.#get(this.products, 'product', objectId))
        return list([...this.products.values()], '/v1/products')
      case 'POST products':
        if (objectId) return this.#update(this.products, 'product', objectId, params)
        if (params.id && this.products.has(params.id))
          throw invalid('Product already exists.', 'id')
        {
          const product = this.#product(params)
          this.products.set(product.id, product)
          return clone(product)
        }
      case 'GET prices': {
        if (objectId) return clone(this.#get(this.prices, 'price', objectId))
        const keys: string[] | undefined = params.lookup_keys
          ? Object.values(params.lookup_keys)
          : undefined
        return list(
          [...this.prices.values()].filter(
            (price) =>
              (!keys || keys.includes(price.lookup_key)) &&
              (params.active === undefined || String(price.active) === String(params.active)) &&
              (!params.product || price.product === params.product)
          ),
          '/v1/prices'
        )
      }
      case 'POST prices':
        if (objectId) {
          const price = this.#get(this.prices, 'price', objectId)
          if (params.active !== undefined) price.active = params.active === 'true'
          return clone(price)
        }
        return clone(this.#createPrice(params))
      case 'GET coupons':
        return clone(this.#get(this.coupons, 'coupon', objectId))
      case 'POST coupons': {
        if (params.id && this.coupons.has(params.id)) throw invalid('Coupon already exists.', 'id')
        const coupon = this.#coupon(params)
        this.coupons.set(coupon.id, coupon)
        return clone(coupon)
      }
    }
    void action
    throw new StripeFailure(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path})`,
      },
    })
  }

  #get(map: Map<string, Obj>, kind: string, objectId: string | undefined) {
    const found = objectId ? map.get(objectId) : undefined
    if (!found) throw missing(kind, objectId ?? '')
    return found
  }

  #update(map: Map<string, Obj>, kind: string, objectId: string, params: Obj) {
    const found = this.#get(map, kind, objectId)
    for (const [name, value] of Object.entries(params)) {
      if (name === 'expand') continue
      found[name] = value === 'true' ? true : value === 'false' ? false : value
    }
    return clone(found)
  }

  #expandList(params: Obj): string[] {
    return params.expand ? Object.values(params.expand) : []
  }

  #createBalanceTransaction(customer: Obj, params: Obj) {
    const amount = Number(params.amount)
    if (!Number.isInteger(amount) || amount === 0) throw invalid('Invalid amount.', 'amount')
    if (!params.currency) throw invalid('Missing currency.', 'currency')
    const before = customer.balance ?? 0
    customer.balance = before + amount
    const transaction = {
      id: id('cbtxn'),
      object: 'customer_balance_transaction',
      amount,
      currency: String(params.currency).toLowerCase(),
      customer: customer.id,
      description: params.description ?? null,
      ending_balance: customer.balance,
      metadata: params.metadata ?? {},
      type: 'adjustment',
      created: this.now(),
      livemode: false,
    }
    this.balanceTransactions.set(transaction.id, transaction)
    return clone(transaction)
  }

  #createCustomer(params: Obj) {
    const customer = {
      id: id('cus'),
      object: 'customer',
      email: params.email ?? null,
      name: params.name ?? null,
      preferred_locales: params.preferred_locales ? Object.values(params.preferred_locales) : [],
      metadata: params.metadata ?? {},
      balance: 0,
      created: this.now(),
      livemode: false,
    }
    this.customers.set(customer.id, customer)
    return clone(customer)
  }

  #createSession(params: Obj) {
    if (params.mode !== 'subscription') throw invalid('Only subscription mode here.', 'mode')
    if (!params.customer || !this.customers.has(params.customer)) {
      throw missing('customer', params.customer ?? '')
    }
    const item = params.line_items?.[0]
    const price = item && this.prices.get(item.price)
    if (!price || !price.active) throw missing('price', item?.price ?? '')
    const couponId = params.discounts?.[0]?.coupon
    if (couponId && !this.coupons.has(couponId)) throw missing('coupon', couponId)
    const sessionId = `cs_test_${randomBytes(16).toString('hex')}`
    const session = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      customer: params.customer,
      client_reference_id: params.client_reference_id ?? null,
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      locale: params.locale ?? null,
      metadata: params.metadata ?? {},
      subscription: null,
      discounts: couponId ? [{ coupon: couponId }] : [],
      created: this.now(),
      expires_at: this.now() + 24 * 3600,
      livemode: false,
      _price: price.id,
      _coupon: couponId ?? null,
      _subscriptionMetadata: params.subscription_data?.metadata ?? {},
    }
    this.sessions.set(sessionId, session)
    return this.#sessionOut(session)
  }

  #sessionOut(session: Obj) {
    const out = clone(session)
    delete out._price
    delete out._coupon
    delete out._subscriptionMetadata
    return out
  }

  #periodEnd(start: number, price: Obj) {
    const interval = price.recurring.interval === 'year' ? 'years' : 'months'
    return DateTime.fromSeconds(start, { zone: 'utc' })
      .plus({ [interval]: price.recurring.interval_count })
      .toSeconds()
  }

  #invoice(sub: Obj, amount: number, reason: string) {
    const invoice: Obj = {
      id: id('in'),
      object: 'invoice',
      customer: sub.customer,
      status: 'open',
      currency: 'eur',
      amount_due: amount,
      amount_paid: 0,
      attempt_count: 0,
      billing_reason: reason,
      description: null,
      created: this.now(),
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: clone(sub.metadata) },
      },
      status_transitions: { finalized_at: this.now(), paid_at: null },
      lines: list(
        [
          {
            id: id('il'),
            object: 'line_item',
            amount,
            currency: 'eur',
            description: null,
            pricing: {
              type: 'price_details',
              price_details: {
                price: sub.items.data[0].price.id,
                product: sub.items.data[0].price.product,
              },
            },
          },
        ],
        '/v1/invoices/lines'
      ),
      livemode: false,
    }
    this.invoices.set(invoice.id, invoice)
    return invoice
  }

  /** An invoice paid by card: payment intent, charge, invoice payment. */
  #paidInvoice(sub: Obj, amount: number, reason: string) {
    const invoice = this.#invoice(sub, amount, reason)
    invoice.status = 'paid'
    invoice.amount_paid = amount
    invoice.attempt_count = 1
    invoice.status_transitions.paid_at = this.now()
    const paymentIntent = id('pi')
    const charge = {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_refunded: 0,
      currency: 'eur',
      customer: sub.customer,
      payment_intent: paymentIntent,
      payment_method: sub.default_payment_method,
      paid: true,
      refunded: false,
      status: 'succeeded',
      created: this.now(),
    }
    this.charges.set(charge.id, charge)
    const payment = {
      id: id('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_paid: amount,
      currency: 'eur',
      is_default: true,
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
      created: this.now(),
    }
    this.invoicePayments.set(payment.id, payment)
    sub.latest_invoice = invoice.id
    return invoice
  }

  #invoiceOut(invoice: Obj, params: Obj) {
    const out = clone(invoice)
    if (this.#expandList(params).includes('payments')) {
      out.payments = list(
        [...this.invoicePayments.values()].filter((one) => one.invoice === invoice.id),
        `/v1/invoices/${invoice.id}/payments`
      )
    }
    return out
  }

  #subscriptionOut(sub: Obj, params: Obj) {
    const out = clone(sub)
    const expand = this.#expandList(params)
    if (expand.includes('default_payment_method') && sub.default_payment_method) {
      out.default_payment_method = clone(this.paymentMethods.get(sub.default_payment_method))
    }
    if (expand.includes('latest_invoice') && sub.latest_invoice) {
      out.latest_invoice = clone(this.invoices.get(sub.latest_invoice))
    }
    return out
  }

  #updateSubscription(subscriptionId: string, params: Obj) {
    const sub = this.#get(this.subscriptions, 'subscription', subscriptionId)
    if (sub.status === 'canceled') {
      throw invalid('A canceled subscription can only update its metadata.', 'subscription')
    }
    if (params.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = params.cancel_at_period_end === 'true'
      sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0].current_period_end : null
      sub.canceled_at = sub.cancel_at_period_end ? this.now() : null
    }
    const change = params.items?.[0]
    if (change?.price) {
      const item = sub.items.data.find((one: Obj) => one.id === change.id)
      if (!item) throw missing('subscription_item', change.id ?? '')
      const price = this.#get(this.prices, 'price', change.price)
      const now = this.now()
      const old = item.price
      const total = item.current_period_end - item.current_period_start
      const unused = Math.round(
        (old.unit_amount * Math.max(0, item.current_period_end - now)) / Math.max(1, total)
      )
      const intervalChanges =
        old.recurring.interval !== price.recurring.interval ||
        old.recurring.interval_count !== price.recurring.interval_count
      item.price = clone(price)
      if (intervalChanges) {
        item.current_period_start = now
        item.current_period_end = this.#periodEnd(now, price)
      }
      if (params.proration_behavior === 'always_invoice') {
        if (this.declineNextPayment) {
          this.declineNextPayment = false
          item.price = old
          throw new StripeFailure(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              message: 'Your card was declined.',
            },
          })
        }
        const amount = intervalChanges
          ? Math.max(0, price.unit_amount - unused)
          : Math.max(
              0,
              Math.round(
                ((price.unit_amount - old.unit_amount) * unused) / Math.max(1, old.unit_amount)
              )
            )
        this.#paidInvoice(sub, amount, 'subscription_update')
      }
    }
    if (params.metadata) sub.metadata = { ...sub.metadata, ...params.metadata }
    return this.#subscriptionOut(sub, params)
  }

  #cancelSubscription(subscriptionId: string, params: Obj) {
    const sub = this.#get(this.subscriptions, 'subscription', subscriptionId)
    sub.status = 'canceled'
    sub.canceled_at = this.now()
    sub.ended_at = this.now()
    return this.#subscriptionOut(sub, params)
  }

  #createRefund(params: Obj) {
    const charge = params.charge
      ? this.#get(this.charges, 'charge', params.charge)
      : [...this.charges.values()].find((one) => one.payment_intent === params.payment_intent)
    if (!charge) throw missing('payment_intent', params.payment_intent ?? '')
    const amount = params.amount ? Number(params.amount) : charge.amount - charge.amount_refunded
    if (amount > charge.amount - charge.amount_refunded) {
      throw invalid('Refund amount is greater than unrefunded amount on charge', 'amount')
    }
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: 'eur',
      charge: charge.id,
      payment_intent: charge.payment_intent,
      status: 'succeeded',
      reason: params.reason ?? null,
      metadata: params.metadata ?? {},
      created: this.now(),
    }
    this.refunds.set(refund.id, refund)
    charge.amount_refunded += amount
    charge.refunded = charge.amount_refunded >= charge.amount
    return clone(refund)
  }

  #product(params: Obj) {
    return {
      id: params.id ?? id('prod'),
      object: 'product',
      name: params.name,
      active:
        params.active === undefined ? true : params.active === 'true' || params.active === true,
      metadata: params.metadata ?? {},
      created: this.now(),
      livemode: false,
    }
  }

  #createPrice(params: Obj) {
    if (!this.products.has(params.product)) throw missing('product', params.product ?? '')
    if (params.lookup_key) {
      const holder = [...this.prices.values()].find((one) => one.lookup_key === params.lookup_key)
      if (holder && params.transfer_lookup_key !== 'true' && params.transfer_lookup_key !== true) {
        throw invalid('A price with this lookup key already exists.', 'lookup_key')
      }
      if (holder) holder.lookup_key = null
    }
    const price = {
      id: id('price'),
      object: 'price',
      active: true,
      currency: params.currency,
      unit_amount: Number(params.unit_amount),
      product: params.product,
      lookup_key: params.lookup_key ?? null,
      recurring: {
        interval: params.recurring.interval,
        interval_count: Number(params.recurring.interval_count ?? 1),
      },
      tax_behavior: params.tax_behavior ?? 'unspecified',
      type: 'recurring',
      metadata: params.metadata ?? {},
      created: this.now(),
      livemode: false,
    }
    this.prices.set(price.id, price)
    return price
  }

  #coupon(params: Obj) {
    return {
      id: params.id ?? id('coupon'),
      object: 'coupon',
      percent_off: Number(params.percent_off),
      duration: params.duration ?? 'once',
      name: params.name ?? null,
      metadata: params.metadata ?? {},
      valid: true,
      created: this.now(),
      livemode: false,
    }
  }
}

/** The prices and coupons of config/business/pricing.ts, as `billing:stripe-sync` creates them. */
export function configuredCatalog() {
  return PAID_PLANS.flatMap((plan) =>
    BILLING_PERIODS.map((period) => ({
      lookupKey: priceLookupKey(plan, period),
      amount: PRICES_EUR[plan][period] * 100,
      interval: PERIOD_INTERVAL[period].interval,
      count: PERIOD_INTERVAL[period].count,
    }))
  )
}

/**
 * POSTs an event to the app's webhook endpoint over real HTTP with the raw
 * signed body (a different `secret` signs it wrongly).
 */
export async function deliver(fake: FakeStripe, event: Obj, options: { secret?: string } = {}) {
  const { payload, header } = fake.signed(event, options.secret)
  const response = await fetch(testUrl('/webhooks/stripe'), {
    method: 'POST',
    headers: {
      'accept': 'application/json',
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': header,
    },
    body: payload,
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

/** Delivers events one after another; fails on any non-200. */
export async function deliverAll(fake: FakeStripe, events: Obj[]) {
  for (const event of events) {
    const answer = await deliver(fake, event)
    if (answer.status !== 200) {
      throw new Error(
        `webhook ${event.type} answered ${answer.status}: ${JSON.stringify(answer.body)}`
      )
    }
  }
}

/**
 * A user's billing rows without ids, Stripe ids and write times: what two
 * ways of reaching the same state must agree on.
 */
export async function billingStateOf(userId: number) {
  const { default: Subscription } = await import('#billing/models/subscription')
  const { default: Invoice } = await import('#billing/models/invoice')
  const { default: Refund } = await import('#billing/models/refund')
  const subscriptions = await Subscription.query().where('userId', userId).orderBy('id')
  const invoices = await Invoice.query().where('userId', userId).orderBy('paidAt').orderBy('id')
  const refunds = await Refund.query()
    .whereIn(
      'invoiceId',
      invoices.map((invoice) => invoice.id)
    )
    .orderBy('id')
  const day = (value: DateTime | null) => (value ? value.toUTC().toISODate() : null)
  return {
    subscriptions: subscriptions.map((one) => ({
      plan: one.plan,
      period: one.period,
      status: one.status,
      priceCents: one.priceCents,
      currency: one.currency,
      cancelAtPeriodEnd: one.cancelAtPeriodEnd,
      periodStart: day(one.currentPeriodStart),
      periodEnd: day(one.currentPeriodEnd),
      startedAt: day(one.startedAt),
      card: [one.paymentMethodBrand, one.paymentMethodLastFour, one.paymentMethodExpMonth],
    })),
    // Rows in a canonical order: insertion order depends on delivery order.
    invoices: invoices
      .map((one) => ({
        amountCents: one.amountCents,
        currency: one.currency,
        status: one.status,
        description: one.description,
        plan: one.plan,
        period: one.period,
        isRenewal: one.isRenewal,
        paidAt: day(one.paidAt),
      }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    refunds: refunds
      .map((one) => ({ amountCents: one.amountCents }))
      .sort((a, b) => a.amountCents - b.amountCents),
  }
}

/**
 * Runs a group in the in-app test mode whatever the environment holds: no
 * Stripe secret while its tests run (restored after).
 */
export function inTestMode() {
  const saved = { ...stripeSettings }
  stripeSettings.secretKey = null
  stripeSettings.webhookSecret = null
  return () => {
    Object.assign(stripeSettings, saved)
  }
}
