import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { Transform } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Bodies smaller than this go out as they are: compressing them saves nothing. */
const MIN_BYTES = 1024

/** What is worth compressing: text, JSON, JavaScript, SVG, XML (images and fonts already are). */
const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i

type Encoding = 'br' | 'gzip'

/** The encoding the client accepts that we prefer (Brotli, then gzip), or none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  const offered = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || Number.parseFloat(quality.split('=')[1]) > 0)
    .map(([name]) => name.toLowerCase())
  if (offered.includes('br')) return 'br'
  if (offered.includes('gzip')) return 'gzip'
  return null
}

function compressor(encoding: Encoding): Transform {
  return encoding === 'br'
    ? // Quality 4: most of Brotli's gain at a small cost per response (pages are rendered per request).
      createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip({ level: 6 })
}

function addVary(res: ServerResponse) {
  const vary = String(res.getHeader('vary') ?? '')
  if (!/\baccept-encoding\b/i.test(vary)) {
    res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  }
}

/**
 * Compresses a response on its way out (pages, JSON, static assets) when the
 * client accepts it, like a reverse proxy would: the app is also run without
 * one (the embedded default), and a phone on a slow network should not wait
 * for uncompressed HTML and JavaScript. The decision is taken when the headers
 * go out, from the status, Content-Type, Content-Length and Content-Encoding.
 */
export function compressResponse(req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'HEAD') return
  const encoding = negotiateEncoding(req.headers['accept-encoding'])
  if (!encoding) return

  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  let stream: Transform | null = null
  let decided = false

  const decide = () => {
    if (decided) return
    decided = true
    // Any response may be cached by a shared cache: it varies by encoding, compressed or not.
    addVary(res)
    const type = String(res.getHeader('content-type') ?? '')
    const length = Number(res.getHeader('content-length') ?? Number.NaN)
    if (
      res.statusCode < 200 ||
      res.statusCode === 204 ||
      res.statusCode === 304 ||
      res.getHeader('content-encoding') ||
      !COMPRESSIBLE.test(type) ||
      length < MIN_BYTES
    ) {
      return
    }
    res.removeHeader('content-length')
    res.setHeader('content-encoding', encoding)
    stream = compressor(encoding)
    stream.on('data', (chunk: Buffer) => {
      // Backpressure: pause the compressor until the socket drains.
      if (!write(chunk)) {
        stream!.pause()
        res.once('drain', () => stream!.resume())
      }
    })
    stream.on('end', () => end())
  }

  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    // Headers given to writeHead are applied first, so the decision sees them.
    const headers = rest.find((item) => typeof item === 'object' && item !== null) as
      OutgoingHttpHeaders | undefined
    const reason = rest.find((item) => typeof item === 'string')
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) res.setHeader(name, value)
      }
    }
    res.statusCode = statusCode
    decide()
    return reason === undefined ? writeHead(statusCode) : writeHead(statusCode, reason)
  }) as ServerResponse['writeHead']

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!res.headersSent) res.writeHead(res.statusCode)
    if (!stream) return write(chunk, ...rest)
    const callback = rest.find((item) => typeof item === 'function') as (() => void) | undefined
    const encodingArg = rest.find((item) => typeof item === 'string') as BufferEncoding | undefined
    stream.write(typeof chunk === 'string' ? Buffer.from(chunk, encodingArg) : chunk, callback)
    return true
  }) as ServerResponse['write']

  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk === 'function') {
      rest.unshift(chunk)
      chunk = undefined
    }
    if (!res.headersSent) {
      // The whole body is known: its length decides, as a Content-Length would.
      if (chunk !== undefined && chunk !== null && !res.hasHeader('content-length')) {
        const size = typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Buffer).length
        res.setHeader('content-length', size)
      }
      res.writeHead(res.statusCode)
    }
    if (!stream) return end(chunk, ...rest)
    const callback = rest.find((item) => typeof item === 'function') as (() => void) | undefined
    const encodingArg = rest.find((item) => typeof item === 'string') as BufferEncoding | undefined
    if (callback) res.once('finish', callback)
    if (chunk !== undefined && chunk !== null) {
      stream.end(typeof chunk === 'string' ? Buffer.from(chunk, encodingArg) : chunk)
    } else {
      stream.end()
    }
    return res
  }) as ServerResponse['end']
}

export default class CompressionMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    compressResponse(ctx.request.request, ctx.response.response)
    return next()
  }
}
