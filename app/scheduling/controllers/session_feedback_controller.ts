import type { HttpContext } from '@adonisjs/core/http'

export default class SessionFeedbackController {
  declare ctx?: HttpContext
}
