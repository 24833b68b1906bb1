import type { HttpContext } from '@adonisjs/core/http'

export default class SessionActionsController {
  declare ctx?: HttpContext
}
