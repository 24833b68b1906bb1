import type { IncomingMessage, ServerResponse } from 'node:http'
import compression from 'compression'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { compressResponses } from '#config/compression'

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/** Express's `compression` middleware (typed for Express, it only uses Node's request and response). */
const compress = compressResponses
  ? (compression(compressResponses) as unknown as NodeMiddleware)
  : undefined

/** config/compression.ts: the response is compressed on its way out, whoever writes it. */
export default class CompressionMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    compress?.(ctx.request.request, ctx.response.response, () => {})
    return next()
  }
}
