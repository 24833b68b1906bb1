import { test } from '@japa/runner'
import fc from 'fast-check'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import { DateTime } from 'luxon'
import { VineValidator, errors as vineErrors } from '@vinejs/vine'
import app from '@adonisjs/core/services/app'

/*
| Property-based tests of every VineJS validator of the app. The validators
| are found, not listed: every module under app/ that declares one
| (`vine.create(` / `vine.compile(` / `vine.withMetaData<…>().create(`) is
| imported and its exports that are VineValidator instances (also inside an
| exported object, like the onboarding steps) are checked. A declared but
| unexported validator fails the discovery test, so a new one cannot slip by.
|
| For each validator, with inputs built from its own compiled schema (field
| names, lengths, enums, ranges) mixed with hostile values:
|   - validate() resolves or rejects with VineJS's ValidationError, nothing else;
|   - what it accepts satisfies the schema's stated rules (types, lengths,
|     enums, ranges, no unknown or prototype keys, finite numbers);
|   - the accepted output, sent again, validates to itself (idempotent).
*/

const RUNS = 150
/** The app declared 50 validators when this was written; discovery finding fewer is a bug. */
const FLOOR = 45

type Node = {
  type: string
  subtype?: string
  fieldName: string
  propertyName: string
  allowNull: boolean
  isOptional: boolean
  allowUnknownProperties?: boolean
  validations: { ruleFnId: string; name: string }[]
  properties?: Node[]
  groups?: unknown[]
  each?: Node
}
type Refs = Record<string, { options?: Record<string, any> } | undefined>
type Found = {
  name: string
  validator: VineValidator<any, any>
  schema: Node
  refs: Refs
}

/** Metadata a validator needs (`vine.withMetaData<…>()`), by export name. */
const META: Record<string, () => Record<string, unknown>> = {
  scheduleExceptionValidator: () => ({ today: DateTime.now().toISODate() }),
}

const DECLARATION = /\bvine(?:\.withMetaData(?:<[^>]*>)?\(\))?\.(?:create|compile)\(/g

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return entry.name.endsWith('.ts') ? [path] : []
    })
  )
  return nested.flat()
}

function validatorsIn(moduleExports: Record<string, unknown>, file: string) {
  const found: { name: string; validator: VineValidator<any, any> }[] = []
  for (const [name, value] of Object.entries(moduleExports)) {
    if (value instanceof VineValidator) found.push({ name, validator: value })
    else if (
      value &&
      typeof value === 'object' &&
      Object.getPrototypeOf(value) === Object.prototype
    ) {
      for (const [key, inner] of Object.entries(value)) {
        if (inner instanceof VineValidator) found.push({ name: `${name}.${key}`, validator: inner })
      }
    }
  }
  return found.map((entry) => ({ ...entry, name: `${file}#${entry.name}` }))
}

let discovery: Promise<{ found: Found[]; problems: string[] }> | undefined

/** Every validator of the app, and the modules whose declarations and exports disagree. */
function discover() {
  discovery ??= (async () => {
    const root = app.makePath('app')
    const found: Found[] = []
    const problems: string[] = []
    const paths = await sourceFiles(root)
    for (const path of paths.sort()) {
      const source = await readFile(path, 'utf8')
      const declared = source.match(DECLARATION)?.length ?? 0
      if (!declared) continue
      const file = relative(app.makePath(), path)
      const moduleExports = await import(pathToFileURL(path).href)
      const validators = validatorsIn(moduleExports, file)
      if (validators.length !== declared) {
        problems.push(`${file}: ${declared} declared, ${validators.length} exported`)
      }
      for (const { name, validator } of validators) {
        const { schema, refs } = validator.toJSON() as unknown as {
          schema: { schema: Node }
          refs: Refs
        }
        found.push({ name, validator, schema: schema.schema, refs })
      }
    }
    return { found, problems }
  })()
  return discovery
}

/* ------------------------------------------------------------------ *
 | Hostile values
 * ------------------------------------------------------------------ */

const EVIL_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '']

const hostileStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t\n\r',
  "' OR '1'='1' --",
  "'); DROP TABLE users; --",
  '" OR 1=1 /*',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '{{ 7*7 }}',
  '${7*7}',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '1e309',
  '-0',
  '0x1F',
  '  42  ',
  '9999-99-99',
  '0000-00-00',
  '2026-02-30',
  '+275760-09-13T00:00:00Z',
  '-271821-04-19T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '24:00',
  '25:61',
  'ａｂｃ１２３',
  'İstanbul ß ﬁ',
  '\u202egnp.exe',
  '\ud800',
  '🙂👨‍👩‍👧‍👦',
  'javascript:alert(1)',
  'https://example.com/a?b=c#d',
  'a@b.co',
  'ADMIN',
  'MENTOR',
  'en',
  'it',
  'true',
  'on',
  'Europe/Rome',
  '2030-01-15T10:00:00Z'
)

const hugeString = fc
  .tuple(fc.constantFrom('x', ' ', 'é', '🙂', '<a>'), fc.integer({ min: 1_000, max: 200_000 }))
  .map(([unit, times]) => unit.repeat(Math.ceil(times / unit.length)))

const hostileNumbers = fc.constantFrom(
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  0,
  1,
  -1,
  0.5,
  1e21,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  Number.MIN_VALUE
)

const hostileScalar = fc.oneof(
  { weight: 4, arbitrary: hostileStrings },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 3, arbitrary: hostileNumbers },
  { weight: 2, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constantFrom(null, undefined) },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: false }) }
)

/** Any JSON-ish value, nested, with prototype keys as own properties (as JSON.parse makes them). */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 5 }),
    fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...EVIL_KEYS), fc.string({ maxLength: 8 })),
          tie('value')
        ),
        { maxLength: 5 }
      )
      .map((entries) => Object.fromEntries(entries))
  ),
})).value

/* ------------------------------------------------------------------ *
 | Plausible values from the schema
 * ------------------------------------------------------------------ */

function ruleOptions(node: Node, refs: Refs, name: string) {
  const rule = node.validations.find((validation) => validation.name === name)
  return rule ? (refs[rule.ruleFnId]?.options ?? {}) : undefined
}

/** Values a field is known to accept when its rule cannot be derived (regex, custom rules). */
const SAMPLES: Record<string, unknown[]> = {
  timezone: ['Europe/Rome', 'UTC', 'America/New_York', 'Not/AZone'],
  email: ['mentor@example.com', ' Ada@Example.COM ', 'not-an-email'],
  startsAt: ['2030-01-15T10:00:00Z', '2030-01-15T10:00:00.000+01:00', '2030-13-45T99:00Z'],
  from: ['2030-01-15T10:00:00Z'],
  until: ['2030-02-15T10:00:00Z'],
  startTime: ['09:00', '12:30', '24:00', '9:00'],
  endTime: ['10:00', '18:00', '24:00', '08:00'],
  date: ['2099-05-01', '2000-01-01', '2099-02-30'],
  slug: ['ada-lovelace', 'admin', '--', 'a'],
  profileUrl: ['https://www.linkedin.com/in/someone', 'ftp://x.y'],
  meetingLink: ['https://meet.example.com/abc', 'http://x'],
  referralCode: ['ABCD1234', 'abcd123!'],
  password: ['Maple-Harbor-73-Lantern', 'password'],
  new_password: ['Maple-Harbor-73-Lantern'],
}

function plausible(node: Node, refs: Refs, depth = 0): fc.Arbitrary<unknown> {
  const options = (name: string) => ruleOptions(node, refs, name)
  const hostile = depth > 2 ? hostileScalar : hostileValue
  let arbitrary: fc.Arbitrary<unknown>
  if (node.type === 'object' && node.properties) {
    arbitrary = objectOf(node, refs, depth + 1)
  } else if (node.type === 'array' && node.each) {
    const min = options('minLength')?.min ?? 0
    const max = Math.min(options('maxLength')?.max ?? 4, min + 4)
    arbitrary = fc.array(plausible(node.each, refs, depth + 1), { minLength: min, maxLength: max })
  } else if (node.subtype === 'enum') {
    const choices = (options('enumList')?.choices ?? []) as unknown[]
    arbitrary = choices.length ? fc.constantFrom(...choices) : hostile
  } else if (node.subtype === 'number') {
    const inList = options('in')?.values as number[] | undefined
    const min = options('min')?.min ?? (options('positive') ? 1 : -1000)
    const max = options('max')?.max ?? 1000
    arbitrary = inList
      ? fc.constantFrom(...inList)
      : fc.oneof(
          fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) }),
          fc.double({ min, max, noNaN: true }),
          fc.integer({ min: Math.ceil(min), max: Math.floor(max) }).map(String)
        )
  } else if (node.subtype === 'boolean') {
    arbitrary = fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 0, 'on'))
  } else if (node.subtype === 'accepted') {
    arbitrary = fc.constantFrom(true, 'on', 'yes', 1, '1', 'true')
  } else if (node.subtype === 'string') {
    const samples = SAMPLES[node.propertyName]
    const fixed = options('fixedLength')?.size
    const min = fixed ?? options('minLength')?.min ?? 0
    const max = fixed ?? options('maxLength')?.max ?? 80
    const padded = fc
      .tuple(
        fc.constantFrom('', ' ', '\n '),
        fc.string({
          unit: 'grapheme-composite',
          minLength: min,
          maxLength: Math.min(max, min + 60),
        })
      )
      .map(([space, text]) => `${space}${text}${space}`)
    arbitrary = samples
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...samples) }, padded)
      : options('email')
        ? fc.oneof(fc.emailAddress(), padded)
        : options('url')
          ? fc.oneof(fc.webUrl(), padded)
          : padded
  } else {
    arbitrary = hostile
  }
  const withAbsence = node.isOptional
    ? fc.option(arbitrary, { nil: undefined, freq: 5 })
    : arbitrary
  const withNull = node.allowNull ? fc.option(withAbsence, { nil: null, freq: 5 }) : withAbsence
  // One value in six is hostile, whatever the field.
  return fc.oneof({ weight: 5, arbitrary: withNull }, { weight: 1, arbitrary: hostile })
}

function objectOf(node: Node, refs: Refs, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = (node.properties ?? []).map(
    (property) =>
      [property.fieldName, plausible(property, refs, depth)] as [string, fc.Arbitrary<unknown>]
  )
  const confirmations = (node.properties ?? [])
    .filter((property) => ruleOptions(property, refs, 'confirmed'))
    .map((property) => {
      const options = ruleOptions(property, refs, 'confirmed')!
      return [
        property.fieldName,
        (options.as ?? options.confirmationField ?? `${property.fieldName}_confirmation`) as string,
      ]
    })
  const extras = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...EVIL_KEYS, ...(node.properties ?? []).map((p) => p.fieldName)),
        fc.string({ maxLength: 10 })
      ),
      hostileValue
    ),
    { maxLength: 3 }
  )
  return fc
    .tuple(fc.tuple(...fields.map(([, arbitrary]) => arbitrary)), extras, fc.boolean())
    .map(([values, extra, confirm]) => {
      const entries: [string, unknown][] = fields
        .map(([name], index) => [name, values[index]] as [string, unknown])
        .filter(([, value]) => value !== undefined)
      const record = Object.fromEntries([...extra, ...entries])
      for (const [field, confirmation] of confirmations) {
        if (confirm && field in record) record[confirmation] = record[field]
      }
      return record
    })
}

/* ------------------------------------------------------------------ *
 | What an accepted output must satisfy
 * ------------------------------------------------------------------ */

function length(value: string | unknown[]) {
  return typeof value === 'string' ? [...value].length : value.length
}

function violations(node: Node, refs: Refs, value: unknown, path: string): string[] {
  const options = (name: string) => ruleOptions(node, refs, name)
  if (value === undefined) return node.isOptional ? [] : [`${path}: missing`]
  if (value === null) return node.allowNull ? [] : [`${path}: null`]
  const out: string[] = []
  const lengthRules = (subject: string | unknown[]) => {
    const size = length(subject)
    const fixed = options('fixedLength')?.size
    const min = options('minLength')?.min
    const max = options('maxLength')?.max
    // VineJS counts UTF-16 units for strings; code points never exceed that count.
    const units = typeof subject === 'string' ? subject.length : size
    if (fixed !== undefined && units !== fixed) out.push(`${path}: length ${units} != ${fixed}`)
    if (min !== undefined && units < min) out.push(`${path}: length ${units} < ${min}`)
    if (max !== undefined && units > max) out.push(`${path}: length ${units} > ${max}`)
  }
  if (node.type === 'object' && node.properties) {
    if (typeof value !== 'object' || Array.isArray(value)) return [`${path}: not an object`]
    if (
      Object.getPrototypeOf(value) !== Object.prototype &&
      Object.getPrototypeOf(value) !== null
    ) {
      out.push(`${path}: prototype changed`)
    }
    const known = new Set(node.properties.map((property) => property.propertyName))
    for (const key of Reflect.ownKeys(value)) {
      if (!node.allowUnknownProperties && !known.has(String(key))) {
        out.push(`${path}: unknown key ${String(key)}`)
      }
    }
    for (const property of node.properties) {
      out.push(
        ...violations(
          property,
          refs,
          (value as Record<string, unknown>)[property.propertyName],
          `${path}.${property.propertyName}`
        )
      )
    }
  } else if (node.type === 'array' && node.each) {
    if (!Array.isArray(value)) return [`${path}: not an array`]
    lengthRules(value)
    value.forEach((item, index) =>
      out.push(...violations(node.each!, refs, item, `${path}.${index}`))
    )
  } else if (node.subtype === 'string') {
    if (typeof value !== 'string') return [`${path}: not a string`]
    lengthRules(value)
    if (options('trim') && value !== value.trim()) out.push(`${path}: not trimmed`)
    if (options('toLowerCase') && value !== value.toLowerCase()) out.push(`${path}: not lower case`)
  } else if (node.subtype === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value))
      return [`${path}: not a finite number`]
    const min = options('min')?.min
    const max = options('max')?.max
    if (min !== undefined && value < min) out.push(`${path}: ${value} < ${min}`)
    if (max !== undefined && value > max) out.push(`${path}: ${value} > ${max}`)
    if (options('withoutDecimals') && !Number.isInteger(value)) out.push(`${path}: decimals`)
    if (options('positive') && !(value > 0)) out.push(`${path}: not positive`)
    const list = options('in')?.values as number[] | undefined
    if (list && !list.includes(value)) out.push(`${path}: ${value} not in list`)
  } else if (node.subtype === 'boolean') {
    if (typeof value !== 'boolean') out.push(`${path}: not a boolean`)
  } else if (node.subtype === 'enum') {
    const choices = options('enumList')?.choices as unknown[] | undefined
    if (choices && !choices.includes(value)) out.push(`${path}: ${String(value)} not an option`)
  }
  return out
}

/* ------------------------------------------------------------------ *
 | The properties
 * ------------------------------------------------------------------ */

async function outcome(found: Found, input: unknown) {
  const meta = META[found.name.split('#')[1]]?.()
  try {
    const output = await found.validator.validate(input, meta ? { meta } : undefined)
    return { ok: true as const, output }
  } catch (error) {
    if (error instanceof vineErrors.E_VALIDATION_ERROR) return { ok: false as const, error }
    throw new Error(`${found.name} threw ${String(error)} for ${safeJson(input)}`, {
      cause: error,
    })
  }
}

function safeJson(value: unknown) {
  try {
    return JSON.stringify(value, (_key, inner) =>
      typeof inner === 'string' && inner.length > 200 ? `${inner.slice(0, 200)}…` : inner
    )?.slice(0, 2000)
  } catch {
    return String(value)
  }
}

test.group('Security | every validator under random and hostile input', () => {
  test('a list of numbers is distinct by the numbers its items become: "1" and true are both 1', async ({
    assert,
  }) => {
    const { onboardingValidators } = await import('#accounts/validators/onboarding')
    const validator = onboardingValidators.industries
    for (const industries of [
      ['1', 1],
      ['1', true],
      [true, 1],
    ]) {
      const error = await validator.validate({ industries }).catch((caught) => caught)
      assert.instanceOf(error, vineErrors.E_VALIDATION_ERROR, JSON.stringify(industries))
    }
    assert.deepEqual(await validator.validate({ industries: [true, '3'] }), {
      industries: [1, 3],
    })
  })

  test('discovery finds every declared validator, exported', async ({ assert }) => {
    const { found, problems } = await discover()
    assert.deepEqual(problems, [], 'every vine.create/compile is an exported validator')
    assert.isAbove(found.length, FLOOR)
    assert.equal(new Set(found.map((entry) => entry.name)).size, found.length)
  })

  test('never throws anything but a ValidationError; accepted output keeps the rules and validates to itself', async ({
    assert,
  }) => {
    const { found } = await discover()
    assert.isAbove(found.length, FLOOR)
    const accepted = new Map<string, number>()
    for (const entry of found) {
      const inputs = fc.oneof(
        { weight: 4, arbitrary: objectOf(entry.schema, entry.refs, 0) },
        { weight: 1, arbitrary: hostileValue }
      )
      await fc.assert(
        fc.asyncProperty(inputs, async (input) => {
          const first = await outcome(entry, input)
          if (!first.ok) {
            assert.isAbove(first.error.messages.length, 0)
            return
          }
          accepted.set(entry.name, (accepted.get(entry.name) ?? 0) + 1)
          const broken = violations(entry.schema, entry.refs, first.output, '$')
          assert.deepEqual(broken, [], `${entry.name} accepted ${safeJson(input)}`)
          const again = await outcome(entry, { ...(input as object), ...first.output })
          assert.isTrue(
            again.ok,
            `${entry.name}: its own output is rejected: ${safeJson(first.output)}`
          )
          assert.isTrue(
            again.ok && isDeepStrictEqual(again.output, first.output),
            `${entry.name}: not idempotent for ${safeJson(input)}`
          )
        }),
        { numRuns: RUNS }
      )
    }
    // Nothing reached Object.prototype through a `__proto__` or `constructor` key.
    assert.deepEqual(Object.keys(Object.prototype), [])
    assert.isUndefined(({} as Record<string, unknown>).polluted)
    // The plausible inputs reach the accepting branch for most validators (else the
    // idempotency and rule checks would be checking nothing).
    assert.isAbove(accepted.size, found.length / 2, `accepted: ${[...accepted.keys()].join(', ')}`)
  }).timeout(180_000)
})
