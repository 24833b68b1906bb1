import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppError } from '#core/errors'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Channel names as the modules make them (`conversations/12`, `users/3/messages`). */
const CHANNEL = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+){0,4}$/i

/**
 * @adonisjs/transmit's calls: the stream's `uid` must be a UUID (the client's
 * crypto.randomUUID()), and subscribing names a channel. A call without them is a
 * VALIDATION_ERROR instead of the package's error or an unnamed stream.
 */
export default class TransmitClientMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const uid = ctx.request.input('uid')
    const errors: Record<string, string[]> = {}
    if (typeof uid !== 'string' || !UUID.test(uid)) errors.uid = ['errors.realtime.uid']
    if (ctx.request.method() === 'POST') {
      const channel = ctx.request.input('channel')
      if (typeof channel !== 'string' || !CHANNEL.test(channel)) {
        errors.channel = ['errors.realtime.channel']
      }
    }
    if (Object.keys(errors).length) throw new AppError('VALIDATION_ERROR', { errors })
    return next()
  }
}
