import type { HttpContext } from '@adonisjs/core/http'

export default class BuildVersionController {
  /**
   * The current asset version, the same value Inertia sends with every page
   * (a hash of the Vite manifest in production): the browser compares it with
   * the version it started with to learn that a new build is out.
   */
  async show({ inertia, response }: HttpContext) {
    response.header('cache-control', 'no-store')
    return { version: String(inertia.getVersion()) }
  }
}
