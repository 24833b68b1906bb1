import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ProPageProps } from '#billing/services/pro_features'

/** The help-request form's topics in the viewer's language and its limits. */
export default class HelpRequestFormTransformer extends BaseTransformer<
  ProPageProps['helpRequestForm']
> {
  toObject() {
    return this.pick(this.resource, ['topics', 'rules'])
  }
}
