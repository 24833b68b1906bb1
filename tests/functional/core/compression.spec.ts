import { test } from '@japa/runner'
import { request, type IncomingHttpHeaders } from 'node:http'
import { randomUUID } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import { testUrl } from '#tests/helpers/url'

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** A request through node:http, which (unlike fetch) leaves the body as the server sent it. */
function rawGet(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Raw>((resolve, reject) => {
    const outgoing = request(testUrl(path), { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        })
      )
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

function decoded(raw: Raw) {
  const encoding = raw.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(raw.body).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(raw.body).toString('utf8')
  return raw.body.toString('utf8')
}

test.group('Compression | responses are compressed when the client accepts it', () => {
  test('a page goes out in Brotli when offered, else gzip, and decodes to the same HTML', async ({
    assert,
  }) => {
    const plain = await rawGet('/pricing', { 'accept-language': 'en' })
    const brotli = await rawGet('/pricing', { 'accept-encoding': 'gzip, deflate, br' })
    const gzip = await rawGet('/pricing', { 'accept-encoding': 'gzip' })

    assert.equal(plain.status, 200)
    assert.isUndefined(plain.headers['content-encoding'])
    assert.equal(Number(plain.headers['content-length']), plain.body.length)

    assert.equal(brotli.headers['content-encoding'], 'br')
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    for (const compressed of [brotli, gzip]) {
      assert.equal(compressed.status, 200)
      assert.isUndefined(compressed.headers['content-length'])
      assert.match(String(compressed.headers.vary), /Accept-Encoding/i)
      assert.isBelow(compressed.body.length, plain.body.length / 2)
      const html = decoded(compressed)
      assert.include(html, 'data-server-rendered="true"')
      assert.include(html, '</html>')
    }
  })

  test('JSON is compressed too; small bodies and HEAD requests are sent as they are', async ({
    assert,
  }) => {
    const list = await rawGet('/api/mentors?limit=50', {
      'accept': 'application/json',
      'accept-encoding': 'gzip',
    })
    assert.equal(list.status, 200)
    const body = JSON.parse(decoded(list))
    assert.property(body, 'pagination')
    if (list.headers['content-encoding'] === undefined) {
      // An empty catalogue is a small body: then it must have been sent plain and whole.
      assert.isBelow(Buffer.byteLength(JSON.stringify(body)), 1024)
    }

    const small = await rawGet('/api/build-version', { 'accept-encoding': 'gzip, br' })
    assert.equal(small.status, 200)
    assert.isUndefined(small.headers['content-encoding'])
    assert.property(JSON.parse(small.body.toString('utf8')), 'version')

    const head = await rawGet('/pricing', { 'accept-encoding': 'gzip' }, 'HEAD')
    assert.equal(head.status, 200)
    assert.isUndefined(head.headers['content-encoding'])
  })

  test('a static file is compressed on its way out, and still answers 304 when unchanged', async ({
    assert,
    cleanup,
  }) => {
    const name = `compression-${randomUUID()}.txt`
    const text = 'A line of a static text file that compresses well.\n'.repeat(200)
    await writeFile(app.publicPath(name), text)
    cleanup(() => rm(app.publicPath(name), { force: true }))

    const first = await rawGet(`/${name}`, { 'accept-encoding': 'gzip' })
    assert.equal(first.status, 200)
    assert.equal(first.headers['content-encoding'], 'gzip')
    assert.equal(decoded(first), text)

    const again = await rawGet(`/${name}`, {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    })
    assert.equal(again.status, 304)
    assert.isUndefined(again.headers['content-encoding'])
    assert.equal(again.body.length, 0)
  })

  test('the encoding is negotiated from Accept-Encoding, honouring q=0', async ({ assert }) => {
    const encodingFor = async (acceptEncoding?: string) => {
      const headers: Record<string, string> = acceptEncoding
        ? { 'accept-encoding': acceptEncoding }
        : {}
      const response = await rawGet('/pricing', headers)
      return response.headers['content-encoding']
    }
    assert.equal(await encodingFor('gzip, deflate, br'), 'br')
    assert.equal(await encodingFor('gzip;q=1.0, br;q=0'), 'gzip')
    assert.isUndefined(await encodingFor('identity'))
    assert.isUndefined(await encodingFor(undefined))
    assert.equal(await encodingFor('GZIP'), 'gzip')
  })
})
