import { BaseTransformer } from '@adonisjs/core/transformers'
import type { IndustryOption } from '#accounts/services/onboarding'

/** An industry as the pickers list it: its name in the viewer's language, grouped by sector. */
export default class IndustryOptionTransformer extends BaseTransformer<IndustryOption> {
  toObject() {
    return this.pick(this.resource, ['id', 'name', 'sector'])
  }
}
