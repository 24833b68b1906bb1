import { test } from '@japa/runner'
import { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import { defineConfig } from '@adonisjs/core/http'
import { RequestFactory } from '@adonisjs/core/factories/http'
import { parseTrustProxy } from '#core/services/trust_proxy'

/*
| TRUST_PROXY as the app reads it: parsed, normalised by defineConfig as in
| config/app.ts, then asked of a real AdonisJS request for the client's
| address (request.ip(), the rate limits' key).
*/

const BALANCER = '10.1.2.3'
const CLIENT = '203.0.113.9'

/** request.ip() of a request from `peer` carrying `forwardedFor`, under TRUST_PROXY=`value`. */
function clientIp(value: string | undefined, peer: string, forwardedFor?: string) {
  const socket = new Socket()
  Object.defineProperty(socket, 'remoteAddress', { value: peer })
  const req = new IncomingMessage(socket)
  if (forwardedFor) req.headers['x-forwarded-for'] = forwardedFor
  const { trustProxy } = defineConfig({ trustProxy: parseTrustProxy(value) })
  return new RequestFactory().merge({ req, config: { trustProxy } }).create().ip()
}

test.group('TRUST_PROXY', () => {
  test('unset: X-Forwarded-For counts from a proxy on this machine only', ({ assert }) => {
    assert.equal(clientIp(undefined, '127.0.0.1', CLIENT), CLIENT)
    assert.equal(clientIp('', '::1', CLIENT), CLIENT)
    assert.equal(clientIp(undefined, '::ffff:127.0.0.1', CLIENT), CLIENT)
    assert.equal(clientIp(undefined, BALANCER, CLIENT), BALANCER)
  })

  test('false: the header is ignored, whoever sends it', ({ assert }) => {
    assert.equal(clientIp('false', '127.0.0.1', CLIENT), '127.0.0.1')
    assert.equal(clientIp('false', BALANCER, CLIENT), BALANCER)
  })

  test('true: every hop is believed, so the leftmost address wins', ({ assert }) => {
    assert.equal(clientIp('true', BALANCER, `1.1.1.1, ${CLIENT}`), '1.1.1.1')
  })

  test('a hop count trusts that many nearest hops and no more', ({ assert }) => {
    // A client cannot push its own pick past one balancer: only the balancer's entry counts.
    assert.equal(clientIp('1', BALANCER, `6.6.6.6, ${CLIENT}`), CLIENT)
    assert.equal(clientIp('2', BALANCER, `${CLIENT}, 10.9.9.9`), CLIENT)
    assert.equal(clientIp('0', BALANCER, CLIENT), BALANCER)
  })

  test('a list of addresses, ranges and names trusts those proxies only', ({ assert }) => {
    const value = ' 10.0.0.0/8 , 192.0.2.7, loopback,fd00::/8 '
    assert.equal(clientIp(value, BALANCER, CLIENT), CLIENT)
    assert.equal(clientIp(value, '192.0.2.7', CLIENT), CLIENT)
    assert.equal(clientIp(value, '127.0.0.1', CLIENT), CLIENT)
    assert.equal(clientIp(value, 'fd00::5', CLIENT), CLIENT)
    assert.equal(clientIp(value, '192.0.2.8', CLIENT), '192.0.2.8')
    // A chain through two trusted proxies still ends at the client.
    assert.equal(clientIp(value, BALANCER, `${CLIENT}, 10.4.4.4`), CLIENT)
    assert.equal(clientIp('uniquelocal', '172.20.0.1', CLIENT), CLIENT)
    assert.equal(clientIp('linklocal', '169.254.1.1', CLIENT), CLIENT)
  })

  test('anything else stops the boot with a message naming the entry', ({ assert }) => {
    for (const value of [
      'yes',
      '10.0.0.0/33',
      '10.0.0.1,',
      'localhost',
      '1.2.3',
      '::1/129',
      '-1',
    ]) {
      assert.throws(() => parseTrustProxy(value), /TRUST_PROXY: ".*" is not/, value)
    }
  })
})
