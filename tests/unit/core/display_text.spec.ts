import { test } from '@japa/runner'
import fc from 'fast-check'
import vine, { errors } from '@vinejs/vine'
import { lineOfText, paragraphsOfText } from '#core/validators/display_text'

const line = vine.create({ name: vine.string().trim().use(lineOfText()) })
const paragraphs = vine.create({ bio: vine.string().trim().use(paragraphsOfText()) })

/** The rules a refusal reports, or the validated value. */
async function outcome<T>(validator: { validate(data: unknown): Promise<T> }, data: unknown) {
  try {
    return { value: await validator.validate(data) }
  } catch (error) {
    if (error instanceof errors.E_VALIDATION_ERROR) {
      return { rules: (error.messages as { rule: string }[]).map((message) => message.rule) }
    }
    throw error
  }
}

/** Characters a reader cannot see or that reorder the text: one sample of each kind. */
const HIDDEN = [
  '\u202E', // right-to-left override
  '\u202D', // left-to-right override
  '\u2066', // left-to-right isolate
  '\u2067', // right-to-left isolate
  '\u2069', // pop directional isolate
  '\u200F', // right-to-left mark
  '\u061C', // Arabic letter mark
  '\u200B', // zero-width space
  '\u200C', // zero-width non-joiner
  '\u2060', // word joiner
  '\uFEFF', // byte-order mark
  '\u00AD', // soft hyphen
  '\u0007', // bell (a control character)
  '\u001B', // escape
  '\u0085', // next line (C1 control)
  '\u2028', // line separator
  '\u2029', // paragraph separator
  '\uD800', // a lone high surrogate
  '\uDC00', // a lone low surrogate
]

/** Visible text: letters of several scripts, digits, punctuation, spaces, emoji. */
const visibleText = fc
  .array(
    fc.constantFrom(
      ...Array.from(
        'Anna Müller-Løvås O’Brien José Ñuñez 李小龙 Ωμέγα Дмитрий زينب 12 . , ! ? ( ) 😀 👍'
      )
    ),
    { minLength: 1, maxLength: 40 }
  )
  .map((characters) => characters.join('').trim())
  .filter((text) => text.length > 0)

test.group('Display texts | invisible and reversing characters', () => {
  test('any text with a hidden character anywhere is refused, on one line and in paragraphs', async ({
    assert,
  }) => {
    await fc.assert(
      fc.asyncProperty(
        visibleText,
        fc.constantFrom(...HIDDEN),
        fc.nat(),
        async (text, hidden, at) => {
          const characters = Array.from(text)
          const position = at % (characters.length + 1)
          // Inside the text: trimming would take a leading or trailing one away.
          const value = `A${characters.slice(0, position).join('')}${hidden}${characters.slice(position).join('')}x`
          assert.deepEqual(await outcome(line, { name: value }), { rules: ['displayText'] })
          assert.deepEqual(await outcome(paragraphs, { bio: value }), { rules: ['displayText'] })
        }
      ),
      { numRuns: 300 }
    )
  })

  test('visible text passes unchanged once NFC, whatever form it came in', async ({ assert }) => {
    await fc.assert(
      fc.asyncProperty(visibleText, fc.constantFrom('NFC', 'NFD', 'NFKC'), async (text, form) => {
        const sent = text.normalize(form as 'NFC')
        const result = await outcome(line, { name: sent })
        assert.deepEqual(result, { value: { name: sent.normalize('NFC') } })
      }),
      { numRuns: 300 }
    )
  })

  test('paragraphs keep line breaks, tabs and emoji joined by a zero-width joiner; a line keeps none of them', async ({
    assert,
  }) => {
    const bio = 'Founder.\n\tTwo exits.\r\nFamily: 👨\u200D👩\u200D👧'
    assert.deepEqual(await outcome(paragraphs, { bio }), { value: { bio } })
    assert.deepEqual(await outcome(line, { name: 'Anna\nBianchi' }), { rules: ['displayText'] })
    // A joiner that joins no emoji is a hidden character.
    assert.deepEqual(await outcome(paragraphs, { bio: 'An\u200Dna' }), { rules: ['displayText'] })
  })

  test('a decomposed name is stored composed: "Jose\u0301" and "José" are one name', async ({
    assert,
  }) => {
    const result = await outcome(line, { name: 'Jose\u0301' })
    assert.deepEqual(result, { value: { name: 'José' } })
  })
})
