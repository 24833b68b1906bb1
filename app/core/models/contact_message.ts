import { ContactMessageSchema } from '#database/schema'
import type { Locale } from '#business/app'

/** A message sent through the contact page (by a visitor or a signed-in user). */
export default class ContactMessage extends ContactMessageSchema {
  declare locale: Locale
}
