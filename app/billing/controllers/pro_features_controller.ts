import type { HttpContext } from '@adonisjs/core/http'
import {
  assertPro,
  helpRequestView,
  proFeaturesOf,
  proPage,
  sendHelpRequest,
} from '#billing/services/pro_features'
import { helpRequestMessages, helpRequestValidator } from '#billing/validators/help_request'
import HelpRequestFormTransformer from '#billing/transformers/help_request_form_transformer'
import ProFeaturesTransformer from '#billing/transformers/pro_features_transformer'
import HelpRequestTransformer from '#billing/transformers/help_request_transformer'

/**
 * PRO-only features: the `/dashboard/pro` page (the upgrade prompt for other
 * plans) and its JSON calls, FORBIDDEN in the spec's error shape for members
 * who are not PRO now.
 */
export default class ProFeaturesController {
  /** GET /dashboard/pro */
  async page({ auth, inertia, i18n }: HttpContext) {
    const page = await proPage(auth.getUserOrFail(), i18n)
    return inertia.render('billing/pro', {
      plan: page.plan,
      pro: ProFeaturesTransformer.transform(page.pro),
      helpRequestForm: HelpRequestFormTransformer.transform(page.helpRequestForm),
    })
  }

  /** GET /api/pro: the community link, the upcoming features and the member's recent requests. */
  async show({ auth, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    await assertPro(user)
    return new ProFeaturesTransformer(await proFeaturesOf(user, i18n)).toObject()
  }

  /** POST /api/pro/help-requests: 201 `{ helpRequest }` */
  async storeHelpRequest(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    await assertPro(user)
    const input = await ctx.request.validateUsing(helpRequestValidator, {
      messagesProvider: helpRequestMessages(ctx),
    })
    const request = await sendHelpRequest(user, input, ctx.i18n.locale)
    ctx.response.status(201)
    return { helpRequest: new HelpRequestTransformer(helpRequestView(request)).toObject() }
  }
}
