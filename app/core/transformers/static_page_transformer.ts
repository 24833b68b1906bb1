import { BaseTransformer } from '@adonisjs/core/transformers'
import type { StaticPageContent } from '#core/services/content'

/** About, privacy, cookie policy, terms: the admin's text as safe HTML, in the viewer's language. */
export default class StaticPageTransformer extends BaseTransformer<StaticPageContent> {
  toObject() {
    return this.pick(this.resource, ['key', 'title', 'html', 'updatedAt'])
  }
}
