import type { HttpContext } from '@adonisjs/core/http'
import { AppError } from '#core/errors'
import { flashToast } from '#core/services/toast'
import { formMessages } from '#core/services/form_messages'
import {
  answerOutcome,
  isOutcomeLink,
  outcomePage,
  outcomePagePath,
  type OutcomeAnswerResult,
} from '#scheduling/services/session_outcomes'
import { outcomeAnswerValidator } from '#scheduling/validators/outcomes'
import OutcomePageTransformer from '#scheduling/transformers/outcome_page_transformer'

/** The session a signed follow-up URL names; an unsigned or altered one names none. */
function followUpOfRoute(ctx: HttpContext): number {
  if (!isOutcomeLink(ctx.request)) throw new AppError('NOT_FOUND')
  return Number(ctx.params.id)
}

/**
 * Back to the follow-up page, saying what became of the answer (a click on a closed follow-up
 * needs no toast: the page says it can no longer be changed).
 */
function toPage(
  ctx: HttpContext,
  sessionId: number,
  result: OutcomeAnswerResult,
  { toastClosed = false } = {}
) {
  if (result === 'not_found') throw new AppError('NOT_FOUND')
  if (result === 'saved') flashToast(ctx, { title: ctx.i18n.t('outcomes.saved') })
  if (result === 'closed' && toastClosed) {
    flashToast(ctx, { title: ctx.i18n.t('outcomes.closed.title'), variant: 'destructive' })
  }
  return ctx.response.redirect(outcomePagePath(sessionId))
}

/**
 * The outcome follow-up, without signing in (the signed link is the key): an e-mailed answer
 * link records its answer and opens the page, where the mentee may change it and add a line.
 */
export default class SessionOutcomesController {
  /** GET /outcomes/:id/:answer (signed, from the e-mail): one click records the answer. */
  async answer(ctx: HttpContext) {
    const sessionId = followUpOfRoute(ctx)
    return toPage(ctx, sessionId, await answerOutcome(sessionId, { answer: ctx.params.answer }))
  }

  /** GET /outcomes/:id (signed): the answer given, and the form to change it while open. */
  async show(ctx: HttpContext) {
    const sessionId = followUpOfRoute(ctx)
    const page = await outcomePage(sessionId)
    if (!page) throw new AppError('NOT_FOUND')
    return ctx.inertia.render('scheduling/outcome', {
      outcome: OutcomePageTransformer.transform({ ...page, formUrl: outcomePagePath(sessionId) }),
    })
  }

  /** PUT /outcomes/:id (signed): the answer changed, with the optional line. */
  async update(ctx: HttpContext) {
    const sessionId = followUpOfRoute(ctx)
    const input = await ctx.request.validateUsing(outcomeAnswerValidator, {
      messagesProvider: formMessages(ctx, 'outcomes'),
    })
    const result = await answerOutcome(sessionId, {
      answer: input.answer,
      note: input.note ?? null,
    })
    return toPage(ctx, sessionId, result, { toastClosed: true })
  }
}
