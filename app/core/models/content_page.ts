import { ContentPageSchema } from '#database/schema'
import type { Locale } from '#business/app'

/** Editable Markdown text of a static page or block, one per (key, locale). */
export default class ContentPage extends ContentPageSchema {
  declare locale: Locale
}
