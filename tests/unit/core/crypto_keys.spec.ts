import { test } from '@japa/runner'
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  randomBytes,
} from 'node:crypto'
import encryption from '@adonisjs/core/services/encryption'

/** HMAC-SHA256 computed from first principles (RFC 2104), without node's HMAC. */
async function referenceHmac(key: Buffer, message: string) {
  const { createHash } = await import('node:crypto')
  const block = Buffer.alloc(64)
  ;(key.length > 64 ? createHash('sha256').update(key).digest() : key).copy(block)
  const pad = (byte: number) => Buffer.from(block.map((value) => value ^ byte))
  const inner = createHash('sha256').update(pad(0x36)).update(message).digest()
  return createHash('sha256').update(pad(0x5c)).update(inner).digest('hex')
}

test.group('Secret keys as KeyObjects (start/crypto_keys.ts)', () => {
  test('an HMAC with a Buffer key is the RFC 2104 HMAC of those bytes, read at each call', async ({
    assert,
  }) => {
    const key = randomBytes(32)
    assert.equal(
      createHmac('sha256', key).update('payload').digest('hex'),
      await referenceHmac(key, 'payload')
    )
    key[0] ^= 0xff
    assert.equal(
      createHmac('sha256', key).update('payload').digest('hex'),
      await referenceHmac(key, 'payload')
    )
    const long = randomBytes(100)
    assert.equal(
      createHmac('sha256', long).update('x').digest('hex'),
      await referenceHmac(long, 'x')
    )
    assert.equal(
      createHmac('sha256', Buffer.alloc(0)).update('x').digest('hex'),
      await referenceHmac(Buffer.alloc(0), 'x')
    )
  })

  test('AES-GCM with a Buffer key decrypts with the same bytes as a KeyObject', ({ assert }) => {
    const key = randomBytes(32)
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    const sealed = Buffer.concat([cipher.update('secret text'), cipher.final()])
    const decipher = createDecipheriv('aes-256-gcm', createSecretKey(Buffer.from(key)), iv)
    decipher.setAuthTag(cipher.getAuthTag())
    assert.equal(
      Buffer.concat([decipher.update(sealed), decipher.final()]).toString(),
      'secret text'
    )
  })

  test("the app's encryption (session and signed cookies) still round-trips", ({ assert }) => {
    const sealed = encryption.encrypt({ user: 42 }, undefined, 'purpose')
    assert.deepEqual(encryption.decrypt(sealed, 'purpose'), { user: 42 })
    assert.isNull(encryption.decrypt(sealed, 'another purpose'))
  })
})
