import { test } from '@japa/runner'
import fc from 'fast-check'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import sharp from 'sharp'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import router from '@adonisjs/core/services/router'
import env from '#start/env'
import User from '#accounts/models/user'
import { BODY_LIMITS } from '#config/bodyparser'
import { ERROR_CODES } from '#core/errors'
import { redisInUse } from '#core/services/redis_usage'
import { profileImageKey } from '#accounts/services/profile_image'
import { givenUser } from '#tests/helpers/users'
import { givenBookableMentor, givenSession } from '#tests/helpers/sessions'
import { clearAuthRateLimits } from '#tests/helpers/rate_limits'
import { Visitor } from '#tests/helpers/visitor'

/*
| Hostile requests against the real HTTP server, signed in with a session
| and the CSRF token the way the browser sends them:
|   (a) every API write route a signed-in user reaches (from the router)
|       gets random and hostile JSON bodies: never a 5xx; every 4xx is the
|       spec's error object; a 4xx changes no row of any table;
|   (b) malformed JSON: 400; (c) bodies over the limits: 413;
|   (d) text/plain, XML, multipart to a JSON route: 415, nothing stored;
|   (e) uploads whose extension lies or whose name climbs out of the disk:
|       refused, or stored under a generated name inside the disk root;
|   (g) JSON nested deeper than the parser can go: the malformed-JSON 400.
*/

const PASSWORD = 'a-long-test-password-2026'
/** Random bodies per route (about 40 routes). */
const RUNS_PER_ROUTE = 20
const BASE = `http://${env.get('HOST')}:${env.get('PORT')}`
const DRIVE_ROOT = app.makePath('storage/uploads')

/** Routes left out of the random bodies: they end the session the test runs in. */
const SESSION_ENDING = new Set(['POST /api/auth/logout', 'POST /api/token/refresh'])
/** Tables a refused request may still write: the rate-limit counters. */
const VOLATILE_TABLES = new Set(['rate_limits'])

type Sent = { status: number; headers: Headers; text: string; json: any }

/** A raw request from a signed-in browser (its cookies and X-XSRF-TOKEN). */
async function send(
  visitor: Visitor,
  method: string,
  path: string,
  body: BodyInit | undefined,
  headers: Record<string, string> = {}
): Promise<Sent> {
  const cookie = [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const xsrf = visitor.cookie('XSRF-TOKEN')
  const response = await fetch(`${BASE}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      'accept': 'application/json',
      'accept-language': 'en',
      'cookie': cookie,
      ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
      ...headers,
    },
    body,
  })
  const text = await response.text()
  let json: any = null
  try {
    json = JSON.parse(text)
  } catch {}
  return { status: response.status, headers: response.headers, text, json }
}

function sendJson(visitor: Visitor, method: string, path: string, body: string) {
  return send(visitor, method, path, body, { 'content-type': 'application/json' })
}

/** The spec's error object: message, errorCode, errors by field (when any), requestId. */
function assertErrorShape(assert: any, sent: Sent, context: string) {
  assert.isObject(sent.json, `${context}: not JSON: ${sent.text.slice(0, 200)}`)
  assert.isString(sent.json.message, context)
  assert.isAbove(sent.json.message.length, 0, context)
  assert.include(ERROR_CODES, sent.json.errorCode, context)
  assert.property(sent.json, 'requestId', context)
  assert.isString(sent.json.requestId, context)
  if (sent.json.errors !== undefined) {
    assert.isObject(sent.json.errors, context)
    for (const messages of Object.values(sent.json.errors)) {
      assert.isArray(messages, context)
      for (const message of messages as unknown[]) assert.isString(message, context)
    }
  }
}

/** Rows in every table (one query), but the counters a refused request may bump. */
async function rowCounts() {
  const connection = db.connection()
  const postgres = connection.dialect.name === 'postgres'
  const allTables = await connection.getAllTables(postgres ? ['public'] : undefined)
  const tables = allTables.filter((table) => !VOLATILE_TABLES.has(table))
  const sql = tables
    .map((table) => `select '${table}' as name, count(*) as total from "${table}"`)
    .join(' union all ')
  const result = await connection.rawQuery(sql)
  const rows: { name: string; total: number | string }[] = postgres ? result.rows : result
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.total)]))
}

/** Forgets every rate-limit counter this file bumped (database rows or this run's Redis keys). */
async function forgetRateLimits() {
  await clearAuthRateLimits()
  if (env.get('LIMITER_STORE') === 'redis' && redisInUse()) {
    const prefix = redis.connection().ioConnection.options.keyPrefix ?? ''
    const keys = await redis.connection().keys(`${prefix}rlflx*`)
    if (keys.length) await redis.connection().del(...keys.map((key) => key.slice(prefix.length)))
  } else {
    await db.from('rate_limits').delete()
  }
}

/** Every file under a directory, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
}

/** Field names the app's validators read, from their source (so hostile bodies use them). */
async function fieldNames() {
  const names = new Set<string>()
  const stack = [app.makePath('app')]
  while (stack.length) {
    const dir = stack.pop()!
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) stack.push(path)
      else if (entry.name.endsWith('.ts')) {
        const source = await readFile(path, 'utf8')
        if (!source.includes('vine.')) continue
        for (const match of source.matchAll(/^\s+([A-Za-z_]+): (?:vine\.|[a-zA-Z]+\(\))/gm)) {
          names.add(match[1])
        }
      }
    }
  }
  return [...names]
}

const hostileScalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    'a\u0000b',
    '\ud800',
    "' OR '1'='1' --",
    "'); DROP TABLE users; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '9999-99-99',
    '+275760-09-13T00:00:00Z',
    '-271821-04-19T00:00:00Z',
    '2030-01-15T10:00:00Z',
    '24:00',
    'ECONNREFUSED',
    'Europe/Rome',
    'https://example.com',
    'javascript:alert(1)',
    'x'.repeat(5000),
    '🙂'.repeat(300)
  ),
  fc.constantFrom(0, -0, 1, -1, 0.5, 1e21, 2 ** 31, 2 ** 53 + 2, 1e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null)
)

const EVIL_KEYS = ['toString', 'valueOf', 'constructor', 'prototype', 'hasOwnProperty'] as const

function hostileBodies(names: string[]) {
  const evilKey = fc.constantFrom(...EVIL_KEYS)
  /** An object whose own toString/valueOf is not a function: String() and Number() throw on it. */
  const trap = fc
    .array(fc.tuple(evilKey, hostileScalar), { minLength: 1, maxLength: 2 })
    .map((entries) => Object.fromEntries(entries))
  const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      { weight: 4, arbitrary: hostileScalar },
      { weight: 2, arbitrary: trap },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      {
        weight: 1,
        arbitrary: fc
          .array(fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string()), tie('value')), {
            maxLength: 4,
          })
          .map((entries) => Object.fromEntries(entries)),
      }
    ),
  })).value
  // Many of the validators' field names at once (the route's own are among them), each
  // with a hostile value, and now and then a key that shadows Object.prototype.
  const record = fc
    .tuple(fc.subarray(names), fc.subarray([...EVIL_KEYS], { maxLength: 2 }))
    .chain(([chosen, evil]) =>
      fc
        .tuple(...[...chosen, ...evil].map(() => value))
        .map((values) => Object.fromEntries([...chosen, ...evil].map((key, i) => [key, values[i]])))
    )
  return fc.oneof({ weight: 5, arbitrary: record }, { weight: 1, arbitrary: value })
}

/** A PNG the upload accepts. */
function png() {
  return sharp({
    create: { width: 200, height: 200, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer()
}

test.group('Security | hostile input over HTTP', (group) => {
  let mentee: User
  let mentor: User
  let menteeBrowser: Visitor
  let mentorBrowser: Visitor
  let ids: Record<string, number>

  async function signedIn(user: User) {
    const visitor = await Visitor.opening('/login')
    const response = await visitor.submit('/login', { email: user.email, password: PASSWORD })
    response.assertStatus(302)
    return visitor
  }

  group.setup(async () => {
    await forgetRateLimits()
    mentee = await givenUser()
    const booked = await givenBookableMentor()
    mentor = booked.user
    const session = await givenSession(mentor, mentee)
    const exception = await db
      .table('schedule_exceptions')
      .insert({
        mentor_profile_id: booked.profile.id,
        date: '2099-01-01',
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
    const exceptionId = Number((exception[0] as { id?: number }).id ?? exception[0])
    ids = { mentor: mentor.id, session: session.id, exception: exceptionId }
    menteeBrowser = await signedIn(mentee)
    mentorBrowser = await signedIn(mentor)
    return () => forgetRateLimits()
  })

  test('(a) random and hostile JSON on every API write route: no 5xx, 4xx in the error shape, nothing changed', async ({
    assert,
  }) => {
    const names = await fieldNames()
    assert.isAbove(names.length, 40)
    const routes = Object.values(router.toJSON())
      .flat()
      .filter(
        (route) => route.pattern.startsWith('/api/') && !route.pattern.startsWith('/api/admin')
      )
      .flatMap((route) =>
        route.methods
          .filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
          .map((method) => ({
            method,
            pattern: route.pattern,
            mentorOnly: [...route.middleware.all()].some(
              (middleware) =>
                typeof middleware === 'object' &&
                'name' in middleware &&
                middleware.name === 'mentorAccess'
            ),
          }))
      )
      .filter((route) => !SESSION_ENDING.has(`${route.method} ${route.pattern}`))
    assert.isAbove(routes.length, 30)

    const statuses: Record<string, number> = {}
    let counts = await rowCounts()
    for (const route of routes) {
      const path = route.pattern.replace(/:(\w+)/g, (_match, name: string) => {
        if (route.pattern.startsWith('/api/sessions')) return String(ids.session)
        if (route.pattern.startsWith('/api/schedule/exceptions')) return String(ids.exception)
        return name === 'mentorId' || route.pattern.startsWith('/api/mentors')
          ? String(ids.mentor)
          : '987654'
      })
      const actor =
        route.mentorOnly || path.endsWith('meeting-link') ? mentorBrowser : menteeBrowser
      await fc.assert(
        fc.asyncProperty(hostileBodies(names), async (body) => {
          // The counts after one request are the next one's baseline (one count query each).
          const before = counts
          const sent = await sendJson(actor, route.method, path, JSON.stringify(body))
          const context = `${route.method} ${path} ${JSON.stringify(body).slice(0, 300)} -> ${sent.status}`
          statuses[sent.status] = (statuses[sent.status] ?? 0) + 1
          assert.isBelow(sent.status, 500, `${context}: ${sent.text.slice(0, 300)}`)
          counts = await rowCounts()
          if (sent.status >= 400) {
            assertErrorShape(assert, sent, context)
            assert.deepEqual(counts, before, `${context}: a refused request changed rows`)
          }
        }),
        { numRuns: RUNS_PER_ROUTE }
      )
      await forgetRateLimits()
    }
    // Validation was reached, not only guards.
    assert.isAbove(statuses[422] ?? 0, routes.length * 5, JSON.stringify(statuses))
  }).timeout(600_000)

  test('(b) malformed JSON answers 400 in the error shape, in English and Italian', async ({
    assert,
  }) => {
    const before = await rowCounts()
    for (const body of [
      '{"first_name": ',
      '{first_name: "x"}',
      "{'a': 1}",
      '[1,2',
      '"just a string"',
      '{"a":1}{"b":2}',
      'ECONNREFUSED',
    ]) {
      const sent = await sendJson(menteeBrowser, 'PUT', '/api/users/profile', body)
      assert.equal(sent.status, 400, `${body}: ${sent.text}`)
      assertErrorShape(assert, sent, body)
      assert.equal(sent.json.errorCode, 'VALIDATION_ERROR')
      assert.equal(sent.json.message, 'The request body is not valid JSON')
    }
    const italian = await send(
      menteeBrowser,
      'POST',
      '/api/matching/search',
      '{"industries": [1,',
      {
        'content-type': 'application/json',
        'accept-language': 'it',
      }
    )
    assert.equal(italian.status, 400)
    assertErrorShape(assert, italian, 'italian')
    assert.equal(italian.json.message, 'Il corpo della richiesta non è un JSON valido')
    assert.deepEqual(await rowCounts(), before)
    // A `__proto__` key is dropped by the parser: the rest of the body is read, nothing polluted.
    const proto = await sendJson(
      menteeBrowser,
      'PUT',
      '/api/users/profile',
      '{"__proto__": {"role": "ADMIN", "admin": true}, "constructor": {"prototype": {"admin": true}}}'
    )
    assert.isBelow(proto.status, 500)
    assert.isUndefined(({} as Record<string, unknown>).admin)
    const after = await User.findOrFail(mentee.id)
    assert.equal(after.role, 'STUDENT')
  })

  test('(g) deeply nested JSON gets the malformed-body answer, in English and Italian', async ({
    assert,
  }) => {
    const before = await rowCounts()
    const nested = {
      arrays: (depth: number) => '['.repeat(depth) + ']'.repeat(depth),
      objects: (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
      mixed: (depth: number) => '[{"a":'.repeat(depth / 2) + 'null' + '}]'.repeat(depth / 2),
      inField: (depth: number) => `{"first_name":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    }
    for (const [shape, body] of Object.entries(nested).map(([name, of]) => [name, of(10_000)])) {
      for (const [language, message] of [
        ['en', 'The request body is not valid JSON'],
        ['it', 'Il corpo della richiesta non è un JSON valido'],
      ]) {
        const sent = await send(menteeBrowser, 'PUT', '/api/users/profile', body, {
          'content-type': 'application/json',
          'accept-language': language,
        })
        assert.equal(sent.status, 400, `${shape} ${language}: ${sent.text}`)
        assertErrorShape(assert, sent, shape)
        assert.equal(sent.json.errorCode, 'VALIDATION_ERROR', shape)
        assert.equal(sent.json.message, message, shape)
      }
    }

    // Any depth, up to what fits in the body limit: a JSON parse error the
    // parser could not finish is malformed; a shallower body reaches the
    // route. Never a 5xx, never the unknown error, and the server answers on.
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.values(nested)),
        fc
          .oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 80_000 }))
          .map((half) => half * 2),
        async (of, depth) => {
          const sent = await sendJson(menteeBrowser, 'PUT', '/api/users/profile', of(depth))
          assert.isBelow(sent.status, 500, sent.text)
          assert.notEqual(sent.json?.errorCode, 'UNKNOWN_ERROR', `depth ${depth}`)
          if (sent.status === 400) {
            assert.equal(sent.json.message, 'The request body is not valid JSON', `depth ${depth}`)
          }
        }
      ),
      { numRuns: 40 }
    )
    const alive = await send(menteeBrowser, 'GET', '/api/auth/me', undefined)
    assert.equal(alive.status, 200)
    assert.deepEqual(await rowCounts(), before)
  })

  test('(c) bodies over the configured limits answer 413 in the error shape', async ({
    assert,
  }) => {
    const before = await rowCounts()
    const big = JSON.stringify({ first_name: 'x'.repeat(1024 * 1024 + 10) })
    const json = await sendJson(menteeBrowser, 'PUT', '/api/users/profile', big)
    assert.equal(json.status, 413, json.text.slice(0, 200))
    assertErrorShape(assert, json, 'json')
    assert.equal(
      json.json.message,
      `The request is too large (max ${BODY_LIMITS.json.toUpperCase().replace(/(\d)([A-Z])/, '$1 $2')})`
    )

    const form = await send(
      menteeBrowser,
      'PUT',
      '/api/users/profile',
      `first_name=${'x'.repeat(1024 * 1024 + 10)}`,
      {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'it',
      }
    )
    assert.equal(form.status, 413)
    assertErrorShape(assert, form, 'form')
    assert.equal(form.json.message, 'La richiesta è troppo grande (max 1 MB)')

    const upload = new FormData()
    upload.append('image', new Blob([Buffer.alloc(7 * 1024 * 1024, 1)]), 'huge.png')
    const multipart = await send(menteeBrowser, 'POST', '/api/users/profile/image', upload)
    assert.equal(multipart.status, 413, multipart.text.slice(0, 200))
    assertErrorShape(assert, multipart, 'multipart')
    assert.equal(multipart.json.message, 'The request is too large (max 6 MB)')
    assert.deepEqual(await rowCounts(), before)
  })

  test('(d) text/plain, XML and multipart to a JSON route answer 415 and store nothing', async ({
    assert,
  }) => {
    const before = await rowCounts()
    // Read now: the random bodies of (a) may have changed the profile with a valid request.
    const user = await User.findOrFail(mentee.id)
    const firstName = user.firstName
    const change = JSON.stringify({ first_name: 'Mallory', city: 'Nowhere' })
    const multipart = new FormData()
    multipart.append('first_name', 'Mallory')
    const cases: [string, BodyInit, Record<string, string>][] = [
      ['text/plain', change, { 'content-type': 'text/plain' }],
      [
        'XML',
        '<profile><first_name>Mallory</first_name></profile>',
        { 'content-type': 'application/xml' },
      ],
      ['no type', change, { 'content-type': '' }],
      ['multipart', multipart, {}],
    ]
    for (const [name, body, headers] of cases) {
      const sent = await send(menteeBrowser, 'PUT', '/api/users/profile', body, headers)
      assert.equal(sent.status, 415, `${name}: ${sent.text.slice(0, 200)}`)
      assertErrorShape(assert, sent, name)
      assert.equal(sent.json.message, 'Send the request as JSON (Content-Type: application/json)')
    }
    const italian = await send(menteeBrowser, 'POST', '/api/matching/preferences', change, {
      'content-type': 'text/plain',
      'accept-language': 'it',
    })
    assert.equal(italian.status, 415)
    assert.equal(
      italian.json.message,
      'Invia la richiesta in formato JSON (Content-Type: application/json)'
    )
    await user.refresh()
    assert.equal(user.firstName, firstName)
    assert.notEqual(user.firstName, 'Mallory')
    assert.deepEqual(await rowCounts(), before)
  })

  /**
   * Texts that cannot be stored or shown safely: each refused on its own field
   * (nested ones by their path), with the message in the caller's language,
   * and nothing written.
   */
  type HostileText = {
    who: 'mentee' | 'mentor'
    method: 'PUT' | 'POST' | 'GET'
    path: string
    /** The raw JSON body (escapes as a client would send them). */
    body?: string
    locale: 'en' | 'it'
    /** The fields refused, each with its first message (a pattern where only part is fixed). */
    errors: Record<string, string | RegExp>
  }
  const hostileTexts: { title: string; cases: HostileText[] }[] = [
    {
      title: '(f) a NUL character in any text is refused on its field (PostgreSQL cannot store it)',
      cases: [
        {
          who: 'mentee',
          method: 'PUT',
          path: '/api/users/profile',
          body: JSON.stringify({ city: 'Mi\u0000lano' }),
          locale: 'en',
          errors: { city: 'This field contains a character that is not allowed (NUL)' },
        },
        {
          who: 'mentee',
          method: 'POST',
          path: '/api/contact',
          body: JSON.stringify({
            name: 'Ada',
            email: 'ada@example.com',
            message: 'hello \u0000 there friend',
          }),
          locale: 'it',
          errors: { message: 'Questo campo contiene un carattere non consentito (NUL)' },
        },
        {
          who: 'mentor',
          method: 'PUT',
          path: '/api/schedule/weekly',
          body: JSON.stringify({
            entries: [{ dayOfWeek: 1, startTime: '09:00\u0000', endTime: '10:00' }],
          }),
          locale: 'en',
          errors: { 'entries.0.startTime': /NUL/ },
        },
        {
          who: 'mentee',
          method: 'GET',
          path: '/api/mentors?q=a%00b',
          locale: 'en',
          errors: { q: /NUL/ },
        },
      ],
    },
    {
      title:
        '(h) broken UTF-16 (a lone surrogate) in any text is refused on its field, in English and Italian',
      cases: [
        {
          who: 'mentee',
          method: 'PUT',
          path: '/api/users/profile',
          // Valid JSON whose string holds half of a surrogate pair.
          body: '{"city":"Mi\\ud800lano"}',
          locale: 'en',
          errors: {
            city: 'This field contains broken Unicode text (a lone surrogate). Please type it again.',
          },
        },
        {
          who: 'mentor',
          method: 'PUT',
          path: '/api/schedule/weekly',
          body: '{"entries":[{"dayOfWeek":1,"startTime":"09:00","endTime":"10:00\\udc00"}]}',
          locale: 'it',
          errors: {
            'entries.0.endTime':
              'Questo campo contiene testo Unicode non valido (un surrogato isolato). Riscrivilo.',
          },
        },
      ],
    },
    {
      title:
        '(i) names and texts shown to others refuse invisible and direction-changing characters, in English and Italian',
      cases: [
        {
          who: 'mentee',
          method: 'PUT',
          path: '/api/users/profile',
          body: JSON.stringify({ first_name: 'An\u200Bna', company_name: 'Acme\u202Egnp.exe' }),
          locale: 'en',
          errors: {
            first_name: /invisible or direction-changing characters/,
            company_name: /invisible or direction-changing characters/,
          },
        },
        {
          who: 'mentee',
          method: 'POST',
          path: '/api/contact',
          body: JSON.stringify({
            name: 'Ada\u2066 Admin',
            email: 'ada@example.com',
            message: 'hello there friend',
          }),
          locale: 'it',
          errors: { name: /caratteri invisibili o che cambiano la direzione/ },
        },
      ],
    },
  ]

  for (const { title, cases } of hostileTexts) {
    test(title, async ({ assert }) => {
      const before = await rowCounts()
      const profileBefore = await User.findOrFail(mentee.id)
      for (const hostile of cases) {
        const context = `${hostile.method} ${hostile.path}`
        const sent = await send(
          hostile.who === 'mentee' ? menteeBrowser : mentorBrowser,
          hostile.method,
          hostile.path,
          hostile.body,
          {
            ...(hostile.body === undefined ? {} : { 'content-type': 'application/json' }),
            'accept-language': hostile.locale,
          }
        )
        assert.equal(sent.status, 422, `${context}: ${sent.text}`)
        assertErrorShape(assert, sent, context)
        assert.sameMembers(Object.keys(sent.json.errors), Object.keys(hostile.errors), context)
        for (const [field, expected] of Object.entries(hostile.errors)) {
          const [message] = sent.json.errors[field]
          if (typeof expected === 'string') assert.equal(message, expected, context)
          else assert.match(message, expected, context)
        }
      }
      assert.deepEqual(await rowCounts(), before)
      const profileAfter = await User.findOrFail(mentee.id)
      assert.deepEqual(
        [profileAfter.firstName, profileAfter.city, profileAfter.companyName],
        [profileBefore.firstName, profileBefore.city, profileBefore.companyName]
      )
    })
  }

  test('(e) uploads: lying extensions are refused; traversal names are stored under a generated key inside the disk', async ({
    assert,
  }) => {
    const filesBefore = new Set(await filesUnder(DRIVE_ROOT))
    const image = await png()
    const lies: [string, BlobPart][] = [
      ['photo.png', 'just some text, not an image'],
      [
        'avatar.jpg',
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
      ],
      [
        'page.png',
        '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
      ],
      ['empty.webp', ''],
      ['half.png', new Uint8Array(image.subarray(0, 60))],
    ]
    for (const [name, content] of lies) {
      const form = new FormData()
      form.append('image', new Blob([content]), name)
      const sent = await send(menteeBrowser, 'POST', '/api/users/profile/image', form, {
        'accept-language': name === 'page.png' ? 'it' : 'en',
      })
      assert.equal(sent.status, 422, `${name}: ${sent.text.slice(0, 200)}`)
      assertErrorShape(assert, sent, name)
      assert.property(sent.json.errors, 'image')
      if (name === 'page.png') {
        assert.match(sent.json.errors.image[0], /JPEG, PNG o WebP/)
      }
    }
    await mentee.refresh()
    assert.isNull(mentee.profileImage ?? null)

    const traversals = [
      '../../etc/passwd.png',
      '..\\..\\x.jpg',
      '/etc/cron.d/evil.png',
      'C:\\Windows\\evil.png',
      'a\u0000.png',
      '....//....//escape.png',
      '%2e%2e%2f%2e%2e%2fencoded.png',
    ]
    for (const name of traversals) {
      const form = new FormData()
      form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), name)
      const sent = await send(menteeBrowser, 'POST', '/api/users/profile/image', form)
      assert.oneOf(sent.status, [200, 422], `${name}: ${sent.text.slice(0, 200)}`)
      if (sent.status !== 200) assertErrorShape(assert, sent, name)
      // Whatever the name said, nothing lands where it points.
      for (const base of [DRIVE_ROOT, app.makePath(), tmpdir()]) {
        const target = resolve(base, name.replaceAll('\\', '/').replaceAll('\u0000', ''))
        if (!target.startsWith(DRIVE_ROOT) && !filesBefore.has(target)) {
          assert.isFalse(
            existsSync(target) && target.endsWith('.png') && !target.includes('node_modules'),
            target
          )
        }
      }
    }
    await mentee.refresh()
    const key = profileImageKey(mentee.profileImage)
    assert.exists(key, `the stored image URL is one the app generated: ${mentee.profileImage}`)
    assert.match(key!, new RegExp(`^profile-images/${mentee.id}/[0-9a-f-]{36}\\.webp$`))
    assert.isTrue(existsSync(join(DRIVE_ROOT, key!)))
    // Every new file under the disk root has a generated name; none carries the uploaded one.
    const filesAfter = await filesUnder(DRIVE_ROOT)
    const added = filesAfter.filter((file) => !filesBefore.has(file))
    assert.isAbove(added.length, 0)
    for (const file of added) {
      assert.match(file, /^profile-images\/\d+\/[0-9a-f-]{36}(-thumb)?\.webp$/)
    }
    // The member's row points at a file the app generated (other specs' members are theirs).
    const urls = await db
      .from('users')
      .where('id', mentee.id)
      .whereNotNull('profile_image')
      .select('profile_image')
    for (const row of urls) {
      const stored = profileImageKey(row.profile_image)
      if (stored) assert.isTrue(existsSync(join(DRIVE_ROOT, stored)), row.profile_image)
      assert.notMatch(row.profile_image, /\.\.|passwd|\\/)
      assert.notInclude(row.profile_image, '\u0000')
    }
  })
})
