import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SharingMeta } from '#mentoring/services/mentor_profile_page'

/** A profile's title, description, canonical URL and image for search engines and link previews. */
export default class SharingMetaTransformer extends BaseTransformer<SharingMeta> {
  toObject() {
    return this.pick(this.resource, [
      'title',
      'ogTitle',
      'description',
      'canonicalUrl',
      'imageUrl',
      'imageAlt',
      'ogLocale',
      'siteName',
    ])
  }
}
