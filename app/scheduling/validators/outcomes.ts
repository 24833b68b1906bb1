import vine from '@vinejs/vine'
import { lineOfText } from '#core/validators/display_text'
import { OUTCOME_ANSWERS, OUTCOME_RULES } from '#business/outcomes'

/** The follow-up page's form: the answer, and an optional line of text (blank: none). */
export const outcomeAnswerValidator = vine.create({
  answer: vine.enum(OUTCOME_ANSWERS),
  note: vine
    .string()
    .trim()
    .use(lineOfText())
    .maxLength(OUTCOME_RULES.noteMaxLength)
    .optional()
    .nullable(),
})
