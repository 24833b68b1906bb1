import { Exception } from '@adonisjs/core/exceptions'

/**
 * The spec's error codes (section 8). Every JSON error answers with one.
 */
export const ERROR_CODES = [
  'UNKNOWN_ERROR',
  'SESSION_EXPIRED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'RATE_LIMIT_EXCEEDED',
  'PAYMENT_ERROR',
  'PAYMENT_METHOD_ERROR',
  'DUPLICATE_RECORD',
  // PRO includes one call per mentor per month: this mentor's is used (other mentors are open).
  'MENTOR_MONTHLY_LIMIT',
  // Not in the spec's catalogue (its "other": an error toast with the message): the record is
  // no longer in a state that allows this (confirm twice, cancel a cancelled session).
  'CONFLICT',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export const ERROR_STATUS: Record<ErrorCode, number> = {
  UNKNOWN_ERROR: 500,
  SESSION_EXPIRED: 419,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  VALIDATION_ERROR: 422,
  NOT_FOUND: 404,
  RATE_LIMIT_EXCEEDED: 429,
  PAYMENT_ERROR: 402,
  PAYMENT_METHOD_ERROR: 402,
  DUPLICATE_RECORD: 409,
  MENTOR_MONTHLY_LIMIT: 403,
  CONFLICT: 409,
}

/** The spec's error object. */
export type ErrorBody = {
  message: string
  errorCode: ErrorCode
  errors?: Record<string, string[]>
  requestId: string | null
}

/**
 * An expected failure with a spec error code. `messageKey` is an i18n key
 * translated in the viewer's locale when the error is rendered; `errors`
 * holds field messages (already translated, or i18n keys).
 */
export class AppError extends Exception {
  declare errorCode: ErrorCode
  declare messageKey?: string
  declare messageData?: Record<string, unknown>
  declare fieldErrors?: Record<string, string[]>

  constructor(
    errorCode: ErrorCode,
    options: {
      messageKey?: string
      messageData?: Record<string, unknown>
      message?: string
      errors?: Record<string, string[]>
      status?: number
    } = {}
  ) {
    super(options.message ?? options.messageKey ?? errorCode, {
      status: options.status ?? ERROR_STATUS[errorCode],
      code: errorCode,
    })
    this.errorCode = errorCode
    this.messageKey = options.messageKey
    this.messageData = options.messageData
    this.fieldErrors = options.errors
  }
}

/**
 * An expected failure of a module's flow, told in the domain's words: a reason and the data
 * its message needs, no status and no error code. The HTTP edge answers it: each module tells
 * core how (answerAtTheEdge, in its provider), and the exception handler asks.
 */
export class DomainError<Reason extends string = string> extends Error {
  constructor(
    readonly reason: Reason,
    readonly data: Record<string, unknown> = {}
  ) {
    super(reason)
    this.name = new.target.name
  }
}

/** How the HTTP edge answers a domain error: the spec's error code and a message (i18n key). */
export type EdgeAnswer = {
  errorCode: ErrorCode
  messageKey: string
  messageData?: Record<string, unknown>
  /** Field messages (i18n keys), for a failure a form shows beside a field. */
  errors?: Record<string, string[]>
  /** A status other than the error code's own (e.g. 400 for a webhook's bad signature). */
  status?: number
}

type Answerer = (error: DomainError) => EdgeAnswer

const answerers = new Map<abstract new (...args: never[]) => DomainError, Answerer>()

/** A module's answers to its domain errors, registered when the app starts. */
export function answerAtTheEdge<Failure extends DomainError>(
  errorClass: abstract new (...args: never[]) => Failure,
  answer: (error: Failure) => EdgeAnswer
) {
  answerers.set(errorClass, answer as Answerer)
}

/** The AppError a domain error is answered with (anything else is returned as it is). */
export function answeredAtTheEdge(error: unknown): unknown {
  if (!(error instanceof DomainError)) return error
  for (const [errorClass, answer] of answerers) {
    if (error instanceof errorClass) {
      const { errorCode, ...message } = answer(error)
      return new AppError(errorCode, message)
    }
  }
  return error
}
