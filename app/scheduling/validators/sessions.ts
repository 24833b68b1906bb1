import { paragraphsOfText } from '#core/validators/display_text'
import vine from '@vinejs/vine'
import {
  COMMUNICATION_TOOLS,
  FEEDBACK_RULES,
  SESSION_RULES,
  SESSION_TABS,
} from '#business/sessions'

/**
 * Session calls (JSON, camelCase like the spec's section 7). Texts are
 * trimmed before their length is checked.
 */
const sessionText = () =>
  vine
    .string()
    .trim()
    .use(paragraphsOfText())
    .minLength(SESSION_RULES.textMinLength)
    .maxLength(SESSION_RULES.textMaxLength)

const reason = () =>
  vine.string().trim().use(paragraphsOfText()).minLength(1).maxLength(SESSION_RULES.reasonMaxLength)

/** An ISO 8601 instant with its offset (the browser sends UTC). */
const instant = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/)

const rating = () =>
  vine.number().withoutDecimals().min(FEEDBACK_RULES.ratingMin).max(FEEDBACK_RULES.ratingMax)

export const bookingValidator = vine.create({
  startsAt: instant(),
  objective: sessionText(),
  problem: sessionText(),
  desiredOutcome: sessionText(),
  communicationTool: vine.enum(COMMUNICATION_TOOLS),
  bestPracticeConfirmed: vine.accepted(),
})

export const slotsValidator = vine.create({
  from: instant().optional(),
  until: instant().optional(),
})

export const listValidator = vine.create({
  tab: vine.enum(SESSION_TABS).optional(),
  page: vine.number().withoutDecimals().min(1).max(10_000).optional(),
})

export const cancelValidator = vine.create({ reason: reason() })

export const rescheduleValidator = vine.create({ startsAt: instant(), reason: reason() })

export const meetingLinkValidator = vine.create({
  meetingLink: vine
    .string()
    .trim()
    .maxLength(500)
    .url({ require_protocol: true, protocols: ['https', 'http'] }),
})

export const noteValidator = vine.create({
  body: vine
    .string()
    .trim()
    .use(paragraphsOfText())
    .minLength(1)
    .maxLength(SESSION_RULES.notesMaxLength),
})

export const feedbackValidator = vine.create({
  overallRating: rating(),
  communicationRating: rating().optional().nullable(),
  knowledgeRating: rating().optional().nullable(),
  wouldRecommend: vine.boolean().optional().nullable(),
  publicText: vine
    .string()
    .trim()
    .use(paragraphsOfText())
    .maxLength(SESSION_RULES.feedbackTextMaxLength)
    .optional()
    .nullable(),
  privateText: vine
    .string()
    .trim()
    .use(paragraphsOfText())
    .maxLength(SESSION_RULES.feedbackTextMaxLength)
    .optional()
    .nullable(),
})

/** A no-show report or its dispute: an optional note. */
export const noShowValidator = vine.create({
  note: vine
    .string()
    .trim()
    .use(paragraphsOfText())
    .maxLength(SESSION_RULES.noShowNoteMaxLength)
    .optional(),
})
