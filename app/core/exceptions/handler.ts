import app from '@adonisjs/core/services/app'
import { errors as vineErrors } from '@vinejs/vine'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as bouncerErrors } from '@adonisjs/bouncer'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as shieldErrors } from '@adonisjs/shield'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { errors as coreErrors } from '@adonisjs/core'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import {
  AppError,
  answeredAtTheEdge,
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
} from '#core/errors'
import { refusalCode } from '#core/authorization'
import { isUniqueViolation } from '#database/errors'
import { isCrawler, wantsJson } from '#core/http'
import { BODY_LIMITS } from '#config/bodyparser'

type Normalized = {
  status: number
  errorCode: ErrorCode
  message: string
  errors?: Record<string, string[]>
}

/**
 * A backing service that is down or restarting (the database, or Redis when
 * sessions, rate limits, locks or the queue live there): 503, try again.
 */
const SERVICE_UNAVAILABLE =
  /ECONNREFUSED|ECONNRESET|57P01|57P03|terminating connection|Connection terminated|Connection ended unexpectedly|not queryable|timeout acquiring a connection|SQLITE_BUSY|max retries per request|Connection is closed|Stream isn't writeable/i

/**
 * Turns every error into the spec's error object (JSON requests) or the
 * spec's error page (page requests). Validation and sign-in failures on
 * pages keep their usual redirect-back behaviour.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = app.inDev

  protected ignoreStatuses = [400, 401, 402, 403, 404, 409, 419, 422, 429]

  async handle(thrown: unknown, ctx: HttpContext) {
    // A module's expected failure, told in its own words, gets its answer here (core/errors).
    const error = answeredAtTheEdge(thrown)
    const normalized = this.normalize(error, ctx)

    if (wantsJson(ctx)) {
      const body: ErrorBody = {
        message: normalized.message,
        errorCode: normalized.errorCode,
        ...(normalized.errors ? { errors: normalized.errors } : {}),
        requestId: ctx.request.id() ?? null,
      }
      if (normalized.status === 429 && error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
        const retryAfter = error.response.availableIn
        if (retryAfter) ctx.response.header('Retry-After', String(retryAfter))
      }
      return ctx.response.status(normalized.status).send(body)
    }

    // Page requests: redirects for validation, sign-in and CSRF stay as the packages do them.
    const selfHandled =
      error instanceof vineErrors.E_VALIDATION_ERROR ||
      error instanceof authErrors.E_UNAUTHORIZED_ACCESS ||
      error instanceof authErrors.E_INVALID_CREDENTIALS ||
      error instanceof shieldErrors.E_BAD_CSRF_TOKEN ||
      error instanceof limiterErrors.E_TOO_MANY_REQUESTS
    if (selfHandled || (this.debug && normalized.status >= 500)) {
      return super.handle(error, ctx)
    }

    if (isCrawler(ctx.request.header('user-agent'))) {
      // Crawlers and preview bots get no error page: the status alone, the error is logged.
      return ctx.response.status(normalized.status).send('')
    }

    return this.renderErrorPage(normalized, ctx)
  }

  protected async renderErrorPage(normalized: Normalized, ctx: HttpContext) {
    const t = (key: string) => ctx.i18n?.t(key) ?? key
    // A page the visitor's role may not open is, to them, a page that does not
    // exist (spec: "a guard failing on first load yields a 404 page").
    const guardOnLoad = normalized.errorCode === 'FORBIDDEN' && ctx.request.method() === 'GET'
    const status = guardOnLoad ? 404 : normalized.status
    const isNotFound = status === 404
    const page = isNotFound ? 'errors/not_found' : 'errors/server_error'
    const props = {
      statusCode: status,
      ...(isNotFound
        ? {
            statusMessage: t('errors.page.notFoundTitle'),
            message: t('errors.page.notFoundDescription'),
          }
        : errorPageTexts(status, normalized, t)),
    }
    ctx.response.status(status)
    try {
      return ctx.response.send(await ctx.inertia.render(page as any, props as any))
    } catch (renderError) {
      ctx.logger.error({ err: renderError }, 'could not render the error page')
      return ctx.response.send(`${props.statusCode} ${props.statusMessage}`)
    }
  }

  protected normalize(error: unknown, ctx: HttpContext): Normalized {
    const t = (key: string, data?: Record<string, unknown>) =>
      ctx.i18n ? ctx.i18n.t(key, data) : key
    const codeMessage = (code: ErrorCode) => t(`errors.codes.${code}`)
    const of = (errorCode: ErrorCode, extra: Partial<Normalized> = {}): Normalized => ({
      status: ERROR_STATUS[errorCode],
      errorCode,
      message: codeMessage(errorCode),
      ...extra,
    })

    if (error instanceof AppError) {
      const message = error.messageKey
        ? t(error.messageKey, error.messageData)
        : codeMessage(error.errorCode)
      const errors = error.fieldErrors
        ? Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, messages]) => [
              field,
              messages.map((m) =>
                m.includes('.') && !m.includes(' ') ? t(m, error.messageData) : m
              ),
            ])
          )
        : undefined
      return { status: error.status, errorCode: error.errorCode, message, errors }
    }
    if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE) {
      // A policy's refusal (#core/authorization): FORBIDDEN or NOT_FOUND with its message key.
      const translation = error.response.translation
      const errorCode = refusalCode(error.response)
      return of(
        errorCode,
        translation ? { message: t(translation.identifier, translation.data) } : {}
      )
    }
    if (error instanceof vineErrors.E_VALIDATION_ERROR) {
      const errors: Record<string, string[]> = {}
      for (const item of error.messages as { field: string; message: string }[]) {
        ;(errors[item.field] ??= []).push(item.message)
      }
      return of('VALIDATION_ERROR', { errors })
    }
    if (error instanceof authErrors.E_UNAUTHORIZED_ACCESS) return of('UNAUTHORIZED')
    if (error instanceof authErrors.E_INVALID_CREDENTIALS) {
      return of('UNAUTHORIZED', { message: t('errors.auth.invalidCredentials') })
    }
    if (error instanceof shieldErrors.E_BAD_CSRF_TOKEN) return of('SESSION_EXPIRED')
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) return of('RATE_LIMIT_EXCEEDED')
    if (error instanceof lucidErrors.E_ROW_NOT_FOUND) return of('NOT_FOUND')
    if (error instanceof coreErrors.E_ROUTE_NOT_FOUND) return of('NOT_FOUND')
    const refused = bodyRefusal(error, ctx)
    if (refused)
      return {
        errorCode: 'VALIDATION_ERROR',
        ...refused,
        message: t(refused.message, { limit: refused.limit }),
      }

    const anyError = error as { status?: number; code?: string; message?: string }
    const text = `${anyError?.code ?? ''} ${anyError?.message ?? ''}`
    if (isUniqueViolation(error)) return of('DUPLICATE_RECORD')
    if (SERVICE_UNAVAILABLE.test(text)) {
      return { status: 503, errorCode: 'UNKNOWN_ERROR', message: t('errors.unavailable') }
    }

    const status = typeof anyError?.status === 'number' ? anyError.status : 500
    if (status === 404) return of('NOT_FOUND')
    if (status === 403) return of('FORBIDDEN')
    if (status === 401) return of('UNAUTHORIZED')
    if (status >= 400 && status < 500) {
      return { status, errorCode: 'UNKNOWN_ERROR', message: t('errors.unexpected') }
    }
    return { status, errorCode: 'UNKNOWN_ERROR', message: t('errors.unexpected') }
  }

  /**
   * Logs with the request id (the request logger is bound to it) and the user.
   */
  async report(error: unknown, ctx: HttpContext) {
    return super.report(answeredAtTheEdge(error), ctx)
  }

  protected context(ctx: HttpContext) {
    return {
      requestId: ctx.request.id(),
      userId: (ctx as Partial<HttpContext>).auth?.user?.id,
      url: ctx.request.url(),
    }
  }
}

/**
 * The title and description of an error page other than 404: what happened,
 * in the visitor's language. Only a real fault reads as one.
 */
function errorPageTexts(status: number, normalized: Normalized, t: (key: string) => string) {
  const page = (title: string, description: string) => ({
    statusMessage: t(`errors.page.${title}`),
    message: t(`errors.page.${description}`),
  })
  if (status === 403) {
    // The refusal's own words when it has some ("Only mentors can open this page.").
    const specific = normalized.message !== t('errors.codes.FORBIDDEN')
    return {
      statusMessage: t('errors.page.forbiddenTitle'),
      message: specific ? normalized.message : t('errors.page.forbiddenDescription'),
    }
  }
  if (status === 419) return page('expiredTitle', 'expiredDescription')
  if (status === 429) return page('rateLimitedTitle', 'rateLimitedDescription')
  if (status === 503) return page('unavailableTitle', 'unavailableDescription')
  if (status >= 500) return page('serverErrorTitle', 'serverErrorDescription')
  if (normalized.errorCode === 'UNKNOWN_ERROR')
    return page('badRequestTitle', 'badRequestDescription')
  return { statusMessage: t(`errors.codes.${normalized.errorCode}`), message: normalized.message }
}

/**
 * A body the body parser refused before any route ran: not JSON (or JSON
 * that is not an object or array, or has a `__proto__` key, or nests too
 * deep to parse), larger than config/bodyparser.ts allows, or in an encoding
 * it cannot read.
 */
function bodyRefusal(error: unknown, ctx: HttpContext) {
  const { status, code, message } = (error ?? {}) as {
    status?: number
    code?: string
    message?: string
  }
  const limit = (ctx.request.is(['multipart/form-data']) ? BODY_LIMITS.multipart : BODY_LIMITS.json)
    .toUpperCase()
    .replace(/(\d)([A-Z])/, '$1 $2')
  if (code === 'E_REQUEST_ENTITY_TOO_LARGE')
    return { status: 413, message: 'errors.body.tooLarge', limit }
  if (code === 'E_ENCODING_UNSUPPORTED')
    return { status: 415, message: 'errors.body.unsupportedType', limit }
  // The JSON parser's own failure (the body parser sets status 400 on it): a
  // SyntaxError, or a RangeError when the nesting outruns the stack (its
  // reviver recurses), which is no more readable a body.
  const malformedJson =
    ((error instanceof SyntaxError || error instanceof RangeError) && status === 400) ||
    (status === 422 && message?.startsWith('Invalid JSON')) ||
    code === 'E_INVALID_MULTIPART_REQUEST'
  return malformedJson ? { status: 400, message: 'errors.body.malformed', limit } : null
}
