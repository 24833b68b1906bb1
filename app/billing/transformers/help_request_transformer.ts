import { BaseTransformer } from '@adonisjs/core/transformers'
import type { HelpRequestView } from '#billing/services/pro_features'

/** One of a PRO member's help requests (`Data.Billing.HelpRequest`): the page's list, and a new one's answer. */
export default class HelpRequestTransformer extends BaseTransformer<HelpRequestView> {
  toObject() {
    return this.pick(this.resource, ['id', 'topic', 'subject', 'status', 'createdAt'])
  }
}
