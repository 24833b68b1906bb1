import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { apiOpenApiPaths } from '#core/services/api_openapi'

let cached: string | undefined

export default class DocsController {
  /**
   * The OpenAPI description of the JSON API: resources/openapi/openapi.json,
   * and the calls each module describes in code (#core/services/api_openapi),
   * the admin REST resources among them.
   */
  async openapi({ response }: HttpContext) {
    if (!cached) {
      const doc = JSON.parse(await readFile(app.makePath('resources/openapi/openapi.json'), 'utf8'))
      doc.paths = { ...doc.paths, ...apiOpenApiPaths() }
      cached = JSON.stringify(doc)
    }
    return response.header('content-type', 'application/json; charset=utf-8').send(cached)
  }
}
