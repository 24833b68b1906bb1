import type { HttpContext } from '@adonisjs/core/http'
import { InertiaManager } from '@adonisjs/inertia'

export default class BuildVersionController {
  /**
   * The current asset version, the same value Inertia sends with every page
   * (a hash of the Vite manifest in production): the browser compares it with
   * the version it started with to learn that a new build is out. An API
   * request has no Inertia of its own (the Inertia middleware leaves the API
   * out), so it asks the app's Inertia for this request.
   */
  async show(ctx: HttpContext) {
    let inertia = ctx.inertia
    if (!inertia) {
      const manager = await ctx.containerResolver.make(InertiaManager)
      inertia = manager.createForRequest(ctx)
    }
    ctx.response.header('cache-control', 'no-store')
    return { version: String(inertia.getVersion()) }
  }
}
