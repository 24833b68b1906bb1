import { WaitingListEntrySchema } from '#database/schema'
import type { Locale } from '#business/app'

/** An e-mail address left on the pricing page's waiting list (stored lower-cased). */
export default class WaitingListEntry extends WaitingListEntrySchema {
  declare locale: Locale
}
