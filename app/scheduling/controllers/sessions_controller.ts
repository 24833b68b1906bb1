import type { HttpContext } from '@adonisjs/core/http'

export default class SessionsController {
  declare ctx?: HttpContext
}
