import type { HttpContext } from '@adonisjs/core/http'

export default class SessionNotesController {
  declare ctx?: HttpContext
}
