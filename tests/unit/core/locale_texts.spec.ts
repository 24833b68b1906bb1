import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { pathToFileURL } from 'node:url'

/*
| Every text of the product, in both languages: the server's and the pages'
| (resources/lang, ICU syntax) and the console's (admin-ui, react-admin's
| Polyglot syntax). The same keys in English and Italian, a plural wherever
| a count is put in a sentence, and none of the forms listed below, each
| with the reason it is wrong.
*/

type Lang = 'en' | 'it'
type Texts = Map<string, string>

const LANG_DIR = join(import.meta.dirname, '../../../resources/lang')
const CONSOLE_I18N = join(import.meta.dirname, '../../../admin-ui/src/i18n')

/** A module of the console's messages (loaded by path: the console is its own TypeScript project). */
async function consoleModule(name: string): Promise<Record<string, unknown>> {
  const module = await import(pathToFileURL(join(CONSOLE_I18N, `${name}.ts`)).href)
  return module.default
}

const consoleEnglish = await consoleModule('console.en')
const consoleItalian = await consoleModule('console.it')
const resourcesEnglish = await consoleModule('resources.en')
const resourcesItalian = await consoleModule('resources.it')
const raItalian = await consoleModule('ra.it')

function flatten(value: unknown, prefix: string, out: Texts) {
  if (typeof value === 'string') {
    out.set(prefix, value)
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out)
    }
  }
  return out
}

async function serverTexts(lang: Lang): Promise<Texts> {
  const out: Texts = new Map()
  const names = await readdir(join(LANG_DIR, lang))
  const files = names.filter((file) => file.endsWith('.json')).sort()
  for (const file of files) {
    const text = await readFile(join(LANG_DIR, lang, file), 'utf8')
    const json = JSON.parse(text)
    flatten(json, file.replace(/\.json$/, ''), out)
  }
  return out
}

function consoleTexts(lang: Lang): Texts {
  const out: Texts = new Map()
  flatten(lang === 'en' ? consoleEnglish : consoleItalian, '', out)
  flatten(lang === 'en' ? resourcesEnglish : resourcesItalian, '', out)
  return out
}

/* ICU messages as an AST (types of @formatjs/icu-messageformat-parser). */
type Element = {
  type: number
  value?: string
  options?: Record<string, { value: Element[] }>
  children?: Element[]
}
const LITERAL = 0
const ARGUMENT = 1
const SELECT = 5
const PLURAL = 6
const POUND = 7
const TAG = 8

function ast(message: string, lang: Lang): Element[] {
  return new IntlMessageFormat(message, lang, undefined, { ignoreTag: true }).getAst() as Element[]
}

/** What a reader may see: the literals, `{name}` for an argument, every branch of a plural. */
function readable(elements: Element[]): string {
  return elements
    .map((element) => {
      if (element.type === LITERAL) return element.value
      if (element.type === POUND) return '#'
      if (element.type === SELECT || element.type === PLURAL) {
        return Object.values(element.options ?? {})
          .map((option) => readable(option.value))
          .join(' | ')
      }
      if (element.type === TAG) return readable(element.children ?? [])
      return `{${element.value}}`
    })
    .join('')
}

function argumentsOf(elements: Element[], out = new Set<string>()) {
  for (const element of elements) {
    if (element.type !== LITERAL && element.type !== POUND && element.value) out.add(element.value)
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, out)
    if (element.children) argumentsOf(element.children, out)
  }
  return out
}

/**
 * A count printed as a bare argument (`{count} selezionati`, `+{count} altre`)
 * reads "1 selezionati" for one: a count goes in a plural. A character counter
 * (`{count} / {max}`) is a fraction, not a noun phrase.
 */
function bareCounts(elements: Element[]): string[] {
  const found: string[] = []
  elements.forEach((element, index) => {
    const next = elements[index + 1]
    if (
      element.type === ARGUMENT &&
      element.value === 'count' &&
      !(next?.type === LITERAL && next.value?.startsWith(' / '))
    ) {
      found.push(`{${element.value}}`)
    }
    for (const option of Object.values(element.options ?? {})) {
      found.push(...bareCounts(option.value))
    }
  })
  return found
}

type Rule = {
  lang: Lang | 'both'
  pattern: RegExp
  reason: string
  /** Phrases where the words are right, removed before the pattern is tried. */
  allow?: RegExp
  /** Tried on the text with its arguments' names (`{zone}`); otherwise they read `{}`. */
  withArguments?: boolean
}

/*
| The booked meeting with a mentor is a "session" in English and a "sessione"
| in Italian, everywhere. "Call" stays only where it names something else:
| the free first call (the offer's name, "prima call gratuita"), the team's
| introductory or advisor call, and the way a session is held (video call,
| phone call).
*/
const EN_CALL_ALLOWED =
  /\b(one-time )?free (first )?call\b|\bfirst call\b|\bintroductory call\b|\bcall with (our|the) team\b|\b(video|phone) calls?\b|\bcall to action\b/gi
const IT_CALL_ALLOWED =
  /\bprima call\b|\bcall introduttiva\b|\bcall (gratuita )?con il (nostro )?team\b/gi

const RULES: Rule[] = [
  {
    lang: 'en',
    pattern: /\bcalls?\b/i,
    reason: 'a booked call is a "session" (the spec\'s word); "call" only in "free first call"',
    allow: EN_CALL_ALLOWED,
  },
  {
    lang: 'it',
    pattern: /\bcall\b/i,
    reason: 'una sessione si chiama "sessione"; "call" resta solo in "prima call gratuita"',
    allow: IT_CALL_ALLOWED,
  },
  {
    lang: 'it',
    pattern: /\bchiamat[ae]\b/i,
    reason: '"chiamata" is a third name for the session',
  },
  {
    lang: 'en',
    pattern: /\bsession (expired|recording)\b|\bother sessions?\b|\bsessions? of this account\b/i,
    reason: 'a sign-in or a visit is not a session (a session is the booked meeting)',
  },
  {
    lang: 'it',
    pattern:
      /\bsessione scaduta\b|\bla sessione è terminata\b|\baltre sessioni (verranno|sono|aperte)\b|\btutte le altre sessioni\b|\bsessioni (di questo account|aperte)\b|\bregistrazione dell[ae] session/i,
    reason: 'un accesso o una visita non è una sessione (la sessione è l’incontro prenotato)',
  },
  {
    lang: 'en',
    pattern: /\blog ?in\b|\blog-in\b|\blogin\b/i,
    reason: 'the product says "sign in" (not "log in")',
  },
  {
    lang: 'en',
    pattern: /\bemails?\b/i,
    reason: 'the product writes "e-mail"',
  },
  {
    lang: 'it',
    pattern: /\bemail\b/i,
    reason: 'il prodotto scrive "e-mail"',
  },
  {
    lang: 'en',
    pattern: /\btrimestral\b/i,
    reason: '"trimestral" is not English: "quarterly"',
  },
  {
    lang: 'it',
    pattern: /\benterprise\b/i,
    reason: 'English left in an Italian text',
  },
  {
    lang: 'it',
    pattern: /(?<!il )\bbenvenut[oi]\b|\bbentornat[oi]\b/i,
    reason: 'masculine welcome to anyone: "Ti diamo il benvenuto", "Ciao di nuovo"',
  },
  {
    lang: 'it',
    pattern:
      /\b(sei|ti sei|esserti|ti eri|sei stato|sarai)\s+(invitat|iscritt|registrat|candidat|uscit|nuov|pront|collegat|disconness|sicur)o\b/i,
    reason: 'masculine form addressed to the reader',
  },
  {
    lang: 'it',
    pattern:
      /\bpronto a\b|\binvitato da\b|\bcandidato\b|\bamici invitati\b|\bsei il (mentor|mentee)\b/i,
    reason: 'masculine form for a person',
  },
  {
    lang: 'it',
    pattern: /\b(non )?lo consiglier/i,
    reason: '"lo consiglierebbe" makes the mentor a man: "consiglierebbe questo mentor"',
  },
  {
    lang: 'it',
    pattern: /\bannull(at[aoie]|ament[oi]|ato|are|ano)\b/i,
    reason:
      'sessions and subscriptions are "cancellate" (the spec\'s word) in the pages, e-mails and console alike',
    allow: /\bnon si può annullare\b|\bazione annullata\b/gi,
  },
  {
    lang: 'it',
    pattern: /^\{field\} /,
    withArguments: true,
    reason: 'field names are feminine and masculine: "Il campo {field} è obbligatorio"',
  },
  {
    lang: 'it',
    pattern: /\{\w+\} (a|in) \{\w*zone\w*\}/i,
    withArguments: true,
    reason: '"{time} a Europe/Rome": write "{time} ({zone})" with the zone named as people do',
  },
  {
    lang: 'en',
    pattern: /\{\w+\} (in|at) \{\w*zone\w*\}/i,
    withArguments: true,
    reason: 'write "{time} ({zone})" with the zone named as people do',
  },
  {
    lang: 'it',
    pattern: /\b(in|da|a) Le mie sessioni\b/,
    reason: '"in Le mie sessioni" is not Italian: "nella pagina Le mie sessioni"',
  },
  {
    lang: 'both',
    pattern:
      /^(?!.*\b(usually|di solito)\b).*(€|\{(rate|price|min|max)\})\s*(\/\s*(hour|ora|h)\b|per hour\b|all'ora\b|l'ora\b)/is,
    withArguments: true,
    reason:
      'mentors give their time for free: the hourly rate is what their time is usually worth, never a price per hour',
  },
  {
    lang: 'both',
    pattern: /\bpremium\b/i,
    reason: 'there is no Premium plan (FREE, BASE, PRO)',
  },
]

function violations(texts: Texts, lang: Lang, readableOf: (message: string) => string) {
  const found: string[] = []
  for (const [key, message] of texts) {
    const text = readableOf(message)
    for (const rule of RULES) {
      if (rule.lang !== 'both' && rule.lang !== lang) continue
      const shown = rule.withArguments ? text : text.replace(/\{\w+\}/g, '{}')
      const checked = rule.allow ? shown.replace(rule.allow, '') : shown
      if (rule.pattern.test(checked)) found.push(`${lang} ${key}: "${message}" (${rule.reason})`)
    }
  }
  return found
}

/** Polyglot's `%{name}` placeholders become `{name}`, so the rules read both syntaxes alike. */
function polyglotReadable(message: string) {
  return message.replace(/%\{(\w+)\}/g, '{$1}')
}

const PLAN_NAMES = new Set(['free', 'base', 'pro', 'gratuito', 'gratis'])

test.group('Texts | both languages, server, pages and console', () => {
  test('the server and pages have the same keys and arguments in English and Italian', async ({
    assert,
  }) => {
    const en = await serverTexts('en')
    const it = await serverTexts('it')
    assert.isAbove(en.size, 1000)
    assert.sameMembers([...it.keys()], [...en.keys()])
    const mismatched = [...en].filter(([key, message]) => {
      const other = it.get(key)
      if (other === undefined) return false
      const a = [...argumentsOf(ast(message, 'en'))].sort()
      const b = [...argumentsOf(ast(other, 'it'))].sort()
      return a.join() !== b.join()
    })
    assert.deepEqual(
      mismatched.map(([key]) => key),
      []
    )
  })

  test('the console has the same keys in English and Italian', ({ assert }) => {
    const en = consoleTexts('en')
    const it = consoleTexts('it')
    assert.isAbove(en.size, 300)
    assert.sameMembers([...it.keys()], [...en.keys()])
  })

  test('a count put in a sentence has its plural forms', async ({ assert }) => {
    const found: string[] = []
    for (const lang of ['en', 'it'] as const) {
      for (const [key, message] of await serverTexts(lang)) {
        const bare = bareCounts(ast(message, lang))
        if (bare.length) found.push(`${lang} ${key}: "${message}"`)
      }
      for (const [key, message] of consoleTexts(lang)) {
        // Polyglot picks a form by smart_count only, and only between `||||` forms.
        const counted = /%\{(count|smart_count)\}(?! \/ )/.test(message)
        const plural = message.includes('%{smart_count}') && message.includes('||||')
        if (counted && !plural) found.push(`${lang} console ${key}: "${message}"`)
      }
    }
    assert.deepEqual(found, [])
  })

  test('no text uses a form listed as ambiguous, masculine or inconsistent', async ({ assert }) => {
    const found: string[] = []
    for (const lang of ['en', 'it'] as const) {
      found.push(
        ...violations(await serverTexts(lang), lang, (message) => readable(ast(message, lang)))
      )
      found.push(...violations(consoleTexts(lang), lang, polyglotReadable))
    }
    const raTexts = flatten(raItalian, 'ra', new Map())
    found.push(...violations(raTexts, 'it', polyglotReadable))
    assert.deepEqual(found, [])
  })

  test('in the console only a plan is called by a plan’s name', ({ assert }) => {
    const found: string[] = []
    for (const lang of ['en', 'it'] as const) {
      for (const [key, message] of consoleTexts(lang)) {
        const isPlanKey = /\.(plans?|plan_\w+)(\.|$)/.test(key)
        if (PLAN_NAMES.has(message.trim().toLowerCase()) && !isPlanKey) {
          found.push(`${lang} ${key}: "${message}"`)
        }
      }
    }
    assert.deepEqual(found, [])
  })

  test('the rules catch the forms they describe', ({ assert }) => {
    const texts: Texts = new Map([
      ['a', 'Tutte le altre sessioni verranno chiuse'],
      ['b', 'Benvenuto tra i mentor'],
      ['c', 'Lo consiglierebbe'],
      ['d', 'Sessione annullata'],
      ['e', 'Prenota una chiamata'],
      ['f', '230 € / ora'],
      ['g', 'La sessione è terminata, accedi di nuovo.'],
    ])
    assert.lengthOf(
      violations(texts, 'it', (message) => message),
      7
    )
    const fine: Texts = new Map([
      ['a', 'La tua prima call è gratuita'],
      ['b', 'Ti diamo il benvenuto'],
      ['c', 'Sessione cancellata'],
      ['d', 'Di solito {rate} l’ora'],
      ['e', 'Prenota altre sessioni'],
    ])
    assert.deepEqual(
      violations(fine, 'it', (message) => message),
      []
    )
    assert.deepEqual(bareCounts(ast('+{count} altre', 'it')), ['{count}'])
    assert.deepEqual(bareCounts(ast('{count, plural, one {# altra} other {# altre}}', 'it')), [])
  })
})
