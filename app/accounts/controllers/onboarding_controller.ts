import type { HttpContext } from '@adonisjs/core/http'
import { AppError } from '#core/errors'
import { wantsJson } from '#core/http'
import { flashToast } from '#core/services/toast'
import type { Locale } from '#business/app'
import { onboardingValidators, tourValidator } from '#accounts/validators/onboarding'
import { failField } from '#accounts/validators/rules'
import { accountMessages } from '#accounts/services/validation_messages'
import { timeZones } from '#accounts/services/time_zones'
import OnboardingValuesTransformer from '#accounts/transformers/onboarding_values_transformer'
import IndustryOptionTransformer from '#accounts/transformers/industry_option_transformer'
import OnboardingProgressTransformer from '#accounts/transformers/onboarding_progress_transformer'
import TourStateTransformer from '#accounts/transformers/tour_state_transformer'
import {
  answerOf,
  appliesTo,
  finishTour,
  industryOptions,
  isOnboardingStep,
  isReachable,
  resumeStep,
  saveStep,
  stepsFor,
  unknownIndustryIds,
  wizardValues,
  type StepAnswers,
} from '#accounts/services/onboarding'

/**
 * The onboarding wizard: one page, one POST per step, saved as the user goes.
 */
export default class OnboardingController {
  async show(ctx: HttpContext) {
    const { auth, inertia, request, response, i18n } = ctx
    const user = auth.getUserOrFail()
    if (user.onboarded) return response.redirect().toRoute('scheduling.dashboard')

    const answer = await answerOf(user)
    const steps = stepsFor(answer)
    const resume = resumeStep(answer)
    const requested = request.qs().step
    const step =
      isOnboardingStep(requested) && steps.includes(requested) && isReachable(requested, answer)
        ? requested
        : resume

    return inertia.render('accounts/onboarding', {
      step,
      resumeStep: resume,
      steps,
      values: OnboardingValuesTransformer.transform(await wizardValues(user, answer)),
      industries: IndustryOptionTransformer.transform(await industryOptions(i18n.locale as Locale)),
      timeZones: timeZones(),
    })
  }

  /** POST /onboarding/:step */
  async update(ctx: HttpContext) {
    const { auth, params, request, response, i18n } = ctx
    const user = auth.getUserOrFail()
    const step = params.step
    if (!isOnboardingStep(step)) throw new AppError('NOT_FOUND')
    if (user.onboarded) {
      if (wantsJson(ctx)) {
        return new OnboardingProgressTransformer({ step: null, onboarded: true }).toObject()
      }
      return response.redirect().toRoute('scheduling.dashboard')
    }
    const answer = await answerOf(user)
    if (!isReachable(step, answer)) {
      if (wantsJson(ctx))
        throw new AppError('FORBIDDEN', { messageKey: 'onboarding.errors.stepNotReached' })
      return response.redirect().toRoute('accounts.onboarding')
    }
    // A step the user's answers skip is not saved: saving it would have no
    // next step on their path and send the wizard back to the start.
    if (!appliesTo(step, answer)) {
      if (wantsJson(ctx))
        throw new AppError('FORBIDDEN', { messageKey: 'onboarding.errors.stepSkipped' })
      return response.redirect().toRoute('accounts.onboarding')
    }

    const values = (await request.validateUsing(onboardingValidators[step] as any, {
      messagesProvider: accountMessages(ctx, 'onboarding'),
    })) as StepAnswers[typeof step]

    if (step === 'industries') {
      const unknown = await unknownIndustryIds((values as StepAnswers['industries']).industries)
      if (unknown.length)
        failField('industries', i18n.t('onboarding.validation.industries.exists'), 'exists')
    }

    const next = await saveStep(user, step, values)
    if (wantsJson(ctx)) {
      return new OnboardingProgressTransformer({ step: next, onboarded: user.onboarded }).toObject()
    }
    if (next === null) {
      flashToast(ctx, {
        title: i18n.t('onboarding.toasts.completed.title'),
        description: i18n.t('onboarding.toasts.completed.description'),
      })
      return response.redirect().toRoute('scheduling.dashboard')
    }
    return response.redirect().toRoute('accounts.onboarding')
  }

  /**
   * POST /onboarding/tour: the guided tour was completed or skipped; it is
   * remembered on the user and never shown again.
   */
  async tour(ctx: HttpContext) {
    const { auth, request, response } = ctx
    const user = auth.getUserOrFail()
    const { outcome } = await request.validateUsing(tourValidator, {
      messagesProvider: accountMessages(ctx, 'onboarding'),
    })
    await finishTour(user, outcome)
    if (wantsJson(ctx)) return new TourStateTransformer(user).toObject()
    return response.redirect().back()
  }
}
