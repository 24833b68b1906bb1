import type { HttpContext } from '@adonisjs/core/http'

export default class BookingController {
  declare ctx?: HttpContext
}
