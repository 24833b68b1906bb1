/*
| Secret keys handed to node:crypto as KeyObjects.
|
| On Node 24, createHmac, createCipheriv and createDecipheriv take about 20 µs
| longer when the key is a Buffer than when it is a KeyObject or a string (the
| check whether a Buffer is a KeyObject is that slow), and a signed-in request
| makes about ten such calls: the session cookie's decryption and encryption,
| the signed cookies, the CSRF token's check and the XSRF cookie. Turning the
| bytes into a KeyObject first (createSecretKey, about 1 µs) is the same key
| and gives the same output; it is done for each call, so a buffer whose
| bytes change between calls is read as it is at that call.
*/
import crypto, { createSecretKey, type BinaryLike, type KeyObject } from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'

type Key = BinaryLike | KeyObject

function asKeyObject<T extends Key>(key: T): T | KeyObject {
  return ArrayBuffer.isView(key) && key.byteLength > 0 ? createSecretKey(key) : key
}

const { createHmac, createCipheriv, createDecipheriv } = crypto
const patched = crypto as unknown as Record<string, unknown>
patched.createHmac = (algorithm: string, key: Key, ...rest: unknown[]) =>
  (createHmac as (...args: unknown[]) => unknown)(algorithm, asKeyObject(key), ...rest)
patched.createCipheriv = (algorithm: string, key: Key, ...rest: unknown[]) =>
  (createCipheriv as (...args: unknown[]) => unknown)(algorithm, asKeyObject(key), ...rest)
patched.createDecipheriv = (algorithm: string, key: Key, ...rest: unknown[]) =>
  (createDecipheriv as (...args: unknown[]) => unknown)(algorithm, asKeyObject(key), ...rest)
// Modules that imported these names (`import { createHmac } from 'node:crypto'`) see them too.
syncBuiltinESMExports()
