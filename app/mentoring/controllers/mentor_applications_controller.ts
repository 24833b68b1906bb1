import type { HttpContext } from '@adonisjs/core/http'
import { mentorApplicationValidator } from '#mentoring/validators/mentor_application'
import { mentoringMessages } from '#mentoring/services/validation_messages'
import { latestApplicationOf, submitApplication } from '#mentoring/services/mentor_applications'
import MentorApplicationTransformer from '#mentoring/transformers/mentor_application_transformer'
import MentorApplicationPolicy from '#mentoring/policies/mentor_application_policy'

/**
 * Becoming a mentor: the public page with the selection criteria and, for a
 * signed-in mentee, the application form (or the state of their latest
 * application). The form posts to POST /api/mentor-applications.
 */
export default class MentorApplicationsController {
  async show({ auth, bouncer, inertia }: HttpContext) {
    const user = auth.user
    const latest = user ? await latestApplicationOf(user) : null
    return inertia.render('mentoring/become_mentor', {
      application: latest ? MentorApplicationTransformer.transform(latest) : null,
      canApply: !!user && (await bouncer.with(MentorApplicationPolicy).allows('apply')),
    })
  }

  /** POST /api/mentor-applications: 201 `{ application }`; 409 while one awaits review. */
  async store(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const input = await ctx.request.validateUsing(mentorApplicationValidator, {
      messagesProvider: mentoringMessages(ctx, 'applications'),
    })
    // After the input, as before the policy came in (the authorisation matrix holds the order).
    await ctx.bouncer.with(MentorApplicationPolicy).authorize('apply')
    const application = await submitApplication(user, input)
    ctx.response.status(201)
    return { application: new MentorApplicationTransformer(application).toObject() }
  }
}
