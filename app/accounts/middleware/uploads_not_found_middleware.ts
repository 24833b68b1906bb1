import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import drive from '@adonisjs/drive/services/main'
import { AppError } from '#core/errors'

/** The route @adonisjs/drive registers to serve the local disk (config/drive.ts). */
const DRIVE_ROUTE = 'drive.fs.serve'

/** Decodes the requested key as Drive's file server does. */
function requestedKey(segments: string[]) {
  const joined = segments.join('/')
  try {
    return decodeURIComponent(joined)
  } catch {
    return joined
  }
}

/**
 * Drive's file route answers a path-traversal attempt (`..` in the key), a
 * missing file or a folder with a 500. All are "not found" to a visitor: this
 * answers 404 before the route runs when the key is not a readable file, and
 * leaves every other route alone.
 */
export default class UploadsNotFoundMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.route?.name !== DRIVE_ROUTE) return next()
    const key = requestedKey((ctx.params['*'] ?? []) as string[])
    const traversal = key.split(/[\\/]/).some((part) => part === '..') || key.includes('\0')
    if (traversal) throw new AppError('NOT_FOUND')
    try {
      // Throws for a traversal the check above missed, a missing file or a folder.
      await drive.use('fs').getMetaData(key)
    } catch {
      throw new AppError('NOT_FOUND')
    }
    return next()
  }
}
