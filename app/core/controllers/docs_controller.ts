import type { HttpContext } from '@adonisjs/core/http'
import { apiDocument } from '#core/services/api_document'

let cached: string | undefined

export default class DocsController {
  /** The OpenAPI description of the JSON API, built from the router and the modules' descriptions. */
  async openapi({ response }: HttpContext) {
    cached ??= JSON.stringify(apiDocument())
    return response.header('content-type', 'application/json; charset=utf-8').send(cached)
  }
}
