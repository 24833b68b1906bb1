import vine from '@vinejs/vine'

/**
 * Texts people type for others to see (names, headlines, bios, messages,
 * reasons, reviews): Unicode normalised to NFC, and refused when they hold
 * a character the reader cannot see or that changes how the text around it
 * reads. Control characters (Cc), format characters (Cf: right-to-left and
 * other direction overrides and isolates, zero-width spaces and joiners, the
 * byte-order mark, soft hyphens), line and paragraph separators, and broken
 * UTF-16 (a lone surrogate) would let one person pose as another ("Anna" and
 * "An\u200Bna", "moc.elpmaxe" shown reversed) and break strict encoders.
 * Texts of several lines keep their line breaks and tabs, and the zero-width
 * joiner inside emoji sequences.
 */
const HIDDEN_IN_LINE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u
const HIDDEN_IN_PARAGRAPHS =
  /(?![\t\n\r]|\u200D(?=\p{Extended_Pictographic}))[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

const displayTextRule = vine.createRule(
  (value: unknown, options: { multiline: boolean }, field) => {
    if (typeof value !== 'string') return
    const hidden = options.multiline ? HIDDEN_IN_PARAGRAPHS : HIDDEN_IN_LINE
    if (!value.isWellFormed() || hidden.test(value)) {
      field.report(
        'The {{ field }} field contains invisible or direction-changing characters',
        'displayText',
        field
      )
      return
    }
    const normalized = value.normalize('NFC')
    if (normalized !== value) field.mutate(normalized, field)
  }
)

/** A one-line text shown to others (a name, a headline, a city). */
export const lineOfText = () => displayTextRule({ multiline: false })

/** A text of several lines shown to others (a bio, a message, a reason). */
export const paragraphsOfText = () => displayTextRule({ multiline: true })
