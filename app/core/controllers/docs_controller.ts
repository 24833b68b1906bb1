import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { adminOpenApiPaths } from '#admin/services/openapi'
import { apiOpenApiPaths } from '#core/services/api_openapi'

let cached: string | undefined

export default class DocsController {
  /**
   * The OpenAPI description of the JSON API: resources/openapi/openapi.json,
   * the calls described in #core/services/api_openapi, and the admin REST
   * resources described from their registry.
   */
  async openapi({ response }: HttpContext) {
    if (!cached) {
      const doc = JSON.parse(await readFile(app.makePath('resources/openapi/openapi.json'), 'utf8'))
      doc.paths = { ...doc.paths, ...apiOpenApiPaths(), ...adminOpenApiPaths() }
      cached = JSON.stringify(doc)
    }
    return response.header('content-type', 'application/json; charset=utf-8').send(cached)
  }
}
