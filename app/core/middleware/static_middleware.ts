import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import { isApiPath } from '#core/http'

let files: StaticMiddleware | undefined

/**
 * @adonisjs/static (public/, config/static.ts) for every path but the JSON
 * API's: no file lives under public/api/, and the library would otherwise
 * look each API request up on disk (a stat that fails) before routing it.
 */
export default class AppStaticMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (isApiPath(ctx)) return next()
    files ??= await app.container.make(StaticMiddleware)
    return files.handle(ctx, next)
  }
}
