import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'

let cached: string | undefined

export default class DocsController {
  /** The OpenAPI description of the JSON API (resources/openapi/openapi.json). */
  async openapi({ response }: HttpContext) {
    cached ??= await readFile(app.makePath('resources/openapi/openapi.json'), 'utf8')
    return response.header('content-type', 'application/json; charset=utf-8').send(cached)
  }
}
