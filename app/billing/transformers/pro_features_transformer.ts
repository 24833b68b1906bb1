import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ProFeatures } from '#billing/services/pro_features'
import HelpRequestTransformer from '#billing/transformers/help_request_transformer'

/** What the PRO page gives a PRO member (`Data.Billing.ProFeatures`), and GET /api/pro's answer. */
export default class ProFeaturesTransformer extends BaseTransformer<ProFeatures> {
  toObject() {
    return {
      communityUrl: this.resource.communityUrl,
      upcomingFeatures: this.resource.upcomingFeatures,
      helpRequests: this.resource.helpRequests.map((request) =>
        new HelpRequestTransformer(request).toObject()
      ),
    }
  }
}
