import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import { contactLimitKey } from '#core/services/contact'
import { CONTACT_RULES } from '#core/validators/contact'
import { MailCapture } from '#tests/helpers/mail_capture'

/*
| The running app with TRUST_PROXY unset (loopback): the test client connects
| from 127.0.0.1, i.e. as a proxy on this machine, so X-Forwarded-For names
| the client: each forwarded client has its own contact-form limit. Other
| values are read at boot: tests/unit/core/trust_proxy.spec.ts asks a request
| under each.
*/

const FIRST = '198.51.100.21'
const SECOND = '198.51.100.22'

async function clearLimits() {
  const keys = [FIRST, SECOND, '127.0.0.1'].map(contactLimitKey)
  if (env.get('LIMITER_STORE') === 'redis') {
    const prefix = redis.connection().ioConnection.options.keyPrefix ?? ''
    const stored = await redis.connection().keys(`${prefix}*core_contact_*`)
    const ours = stored.filter((key) => keys.some((name) => key.includes(name)))
    if (ours.length) await redis.connection().del(...ours.map((key) => key.slice(prefix.length)))
    return
  }
  await db
    .from('rate_limits')
    .where((query) => keys.forEach((key) => query.orWhereLike('key', `%${key}`)))
    .delete()
}

let sequence = 0
/** The status of a contact message sent through the loopback "proxy" for `forwardedFor`. */
async function send(client: ApiClient, forwardedFor?: string) {
  sequence += 1
  const request = client
    .post('/api/contact')
    .header('accept', 'application/json')
    .withCsrfToken()
    .json({
      name: 'Sam',
      email: `proxy.${sequence}.${Date.now().toString(36)}@example.test`,
      message: 'Hello there team!',
    })
  const response = await (forwardedFor ? request.header('x-forwarded-for', forwardedFor) : request)
  return response.status()
}

test.group('Core | client address behind a proxy', (group) => {
  group.each.setup(async () => {
    await clearLimits()
    const mails = new MailCapture()
    return async () => {
      mails.restore()
      await clearLimits()
    }
  })

  test('each forwarded client has its own rate limit', async ({ client, assert }) => {
    for (let index = 0; index < CONTACT_RULES.perIpPerHour; index++) {
      assert.equal(await send(client, FIRST), 201)
    }
    assert.equal(await send(client, FIRST), 429)

    assert.equal(await send(client, SECOND), 201)
    // Without a forwarded address the proxy itself is the client, with a limit of its own.
    assert.equal(await send(client), 201)
  })

  test('an address a client writes into the header itself does not escape its limit', async ({
    client,
    assert,
  }) => {
    // The client's own entries come first; the entry the proxy appended (the address it saw) last.
    for (let index = 0; index < CONTACT_RULES.perIpPerHour; index++) {
      assert.equal(await send(client, `203.0.113.${index + 1}, ${FIRST}`), 201)
    }
    assert.equal(await send(client, `203.0.113.99, ${FIRST}`), 429)
  })
})
