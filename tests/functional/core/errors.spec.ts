import { test } from '@japa/runner'
import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import { AppError, ERROR_CODES, ERROR_STATUS } from '#core/errors'
import { pageFrom } from '#tests/helpers/inertia'
import { givenUser } from '#tests/helpers/users'

/**
 * Test-only routes that raise each kind of failure through the real
 * exception handler. They are registered before the server starts.
 */
router
  .group(() => {
    router.get('/boom', () => {
      throw new Error('kaboom: internal detail')
    })
    router.get('/app-error/:code', ({ params }) => {
      throw new AppError(params.code, {
        errors: params.code === 'VALIDATION_ERROR' ? { email: ['E-mail required'] } : undefined,
      })
    })
    router.post('/app-error/:code', ({ params }) => {
      throw new AppError(params.code)
    })
    router.post('/unavailable', () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      })
    })
    router.post('/validate', async ({ request }) => {
      await request.validateUsing(
        vine.create({ email: vine.string().email(), age: vine.number().min(18) })
      )
    })
    router.get('/duplicate', async () => {
      const email = `dup-${Date.now()}@example.test`
      const row = { first_name: 'A', last_name: 'B', email, created_at: new Date() }
      await db.table('users').insert(row)
      await db.table('users').insert(row)
    })
  })
  .prefix('/__test__')

test.group('Errors | JSON error object', () => {
  test('an unknown API path answers 404 NOT_FOUND with the spec error shape', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/does-not-exist')
    response.assertStatus(404)
    const body = response.body()
    assert.equal(body.errorCode, 'NOT_FOUND')
    assert.equal(body.message, 'Not found')
    assert.isString(body.requestId)
    assert.equal(body.requestId, response.header('x-request-id'))
  })

  test('the API answers JSON errors whatever it accepts; an Inertia visit to an API path still gets the error page', async ({
    client,
    assert,
  }) => {
    const plain = await client.get('/api/does-not-exist').accept('html')
    plain.assertStatus(404)
    assert.equal(plain.body().errorCode, 'NOT_FOUND')
    assert.isUndefined(plain.header('x-inertia'))

    const page = await client.get('/pricing')
    const { version } = pageFrom(page.text())
    const visit = await client
      .get('/api/does-not-exist')
      .header('X-Inertia', 'true')
      .header('X-Inertia-Version', version ?? '')
    visit.assertStatus(404)
    assert.equal(visit.header('x-inertia'), 'true')
    assert.equal(visit.body().component, 'errors/not_found')
    assert.equal(visit.body().props.statusCode, 404)

    // A matched API route that fails: the error object, and no Inertia headers.
    const failed = await client.get('/api/mentors?page=0').header('Accept', 'text/html')
    failed.assertStatus(422)
    assert.equal(failed.body().errorCode, 'VALIDATION_ERROR')
    assert.notInclude(String(failed.header('vary') ?? ''), 'X-Inertia')
  })

  test('each spec error code keeps its code and status', async ({ client, assert }) => {
    for (const code of ERROR_CODES) {
      const response = await client.get(`/__test__/app-error/${code}`).accept('json')
      assert.equal(response.status(), ERROR_STATUS[code], code)
      assert.equal(response.body().errorCode, code)
      assert.isNotEmpty(response.body().message)
    }
  })

  test('validation failures list the errors by field', async ({ client, assert }) => {
    const response = await client
      .post('/__test__/validate')
      .withCsrfToken()
      .accept('json')
      .json({ email: 'not-an-email', age: 12 })
    response.assertStatus(422)
    assert.equal(response.body().errorCode, 'VALIDATION_ERROR')
    assert.equal(response.body().message, 'Validation error')
    assert.properties(response.body().errors, ['email', 'age'])
    assert.isString(response.body().errors.email[0])
  })

  test('messages follow the locale: Italian error text for Accept-Language it', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/__test__/validate')
      .withCsrfToken()
      .accept('json')
      .header('Accept-Language', 'it-IT,it;q=0.9')
      .json({})
    response.assertStatus(422)
    assert.equal(response.body().message, 'Errore di validazione')
    assert.match(response.body().errors.email[0], /obbligatori/)
  })

  test('a unique violation answers 409 DUPLICATE_RECORD', async ({ client, assert }) => {
    const response = await client.get('/__test__/duplicate').accept('json')
    response.assertStatus(409)
    assert.equal(response.body().errorCode, 'DUPLICATE_RECORD')
  })

  test('an unexpected error answers 500 UNKNOWN_ERROR without leaking internals', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/__test__/boom').accept('json')
    response.assertStatus(500)
    assert.equal(response.body().errorCode, 'UNKNOWN_ERROR')
    assert.equal(response.body().message, 'An unexpected error occurred')
    assert.notInclude(JSON.stringify(response.body()), 'kaboom')
  })
})

test.group('Errors | pages', () => {
  test('an unknown page renders the 404 view with "Page Not Found"', async ({ client, assert }) => {
    const response = await client.get('/no/such/page')
    response.assertStatus(404)
    assert.include(response.text(), 'Page Not Found')
    assert.equal(pageFrom(response.text()).component, 'errors/not_found')
    assert.equal(pageFrom(response.text()).props.statusCode, 404)
  })

  test('a failing page renders the 500 view with "Internal Server Error"', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/__test__/boom')
    response.assertStatus(500)
    assert.include(response.text(), 'Internal Server Error')
    assert.equal(pageFrom(response.text()).component, 'errors/server_error')
    assert.equal(pageFrom(response.text()).props.statusCode, 500)
    assert.notInclude(response.text(), 'kaboom')
  })

  test('the 404 page is in Italian for an Italian visitor', async ({ client, assert }) => {
    const response = await client.get('/no/such/page').header('Accept-Language', 'it')
    response.assertStatus(404)
    assert.include(response.text(), 'Pagina non trovata')
  })

  test('crawlers and preview bots get the status without an error page', async ({
    client,
    assert,
  }) => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    ]) {
      const notFound = await client.get('/no/such/page').header('User-Agent', agent)
      notFound.assertStatus(404)
      assert.equal(notFound.text(), '', agent)

      const failure = await client.get('/__test__/boom').header('User-Agent', agent)
      failure.assertStatus(500)
      assert.equal(failure.text(), '', agent)
    }
  })
})

test.group('Errors | pages say what happened', () => {
  test('a page a role may not open is a 404 page on load (full load and Inertia visit); the API still answers 403', async ({
    client,
    assert,
  }) => {
    const mentee = await givenUser()
    for (const path of ['/settings/profile/mentor', '/settings/profile/schedule']) {
      const load = await client.get(path).loginAs(mentee)
      load.assertStatus(404)
      const page = pageFrom(load.text())
      assert.equal(page.component, 'errors/not_found', path)
      assert.notInclude(load.text(), 'Internal Server Error')

      const { version } = page
      const visit = await client
        .get(path)
        .loginAs(mentee)
        .header('X-Inertia', 'true')
        .header('X-Inertia-Version', version ?? '')
      visit.assertStatus(404)
      assert.equal(visit.body().component, 'errors/not_found')
    }
    const api = await client.get('/__test__/app-error/FORBIDDEN').accept('json')
    api.assertStatus(403)
    assert.equal(api.body().errorCode, 'FORBIDDEN')
  })

  const CASES = [
    {
      path: '/__test__/app-error/FORBIDDEN',
      status: 403,
      en: ['Not allowed', 'Your account cannot open this or do this.'],
      it: ['Non consentito', 'Il tuo account non può aprire questa pagina'],
    },
    {
      path: '/__test__/app-error/SESSION_EXPIRED',
      status: 419,
      en: ['Page expired', 'Reload the page and try again'],
      it: ['Pagina scaduta', 'Ricarica la pagina e riprova'],
    },
    {
      path: '/__test__/app-error/RATE_LIMIT_EXCEEDED',
      status: 429,
      en: ['Too many requests', 'Wait a minute, then try again.'],
      it: ['Troppe richieste', 'Attendi un minuto, poi riprova.'],
    },
    {
      path: '/__test__/unavailable',
      status: 503,
      en: ['Temporarily unavailable', 'Nothing you did caused this'],
      it: ['Servizio momentaneamente non disponibile', 'Non dipende da te'],
    },
  ] as const

  for (const expected of CASES) {
    test(`a ${expected.status} page names what happened, in English and Italian`, async ({
      client,
      assert,
    }) => {
      for (const locale of ['en', 'it'] as const) {
        const response = await client
          .post(expected.path)
          .withCsrfToken()
          .header('Accept', 'text/html')
          .header('Accept-Language', locale)
        response.assertStatus(expected.status)
        const { component, props } = pageFrom(response.text())
        assert.equal(component, 'errors/server_error')
        assert.equal(props.statusMessage, expected[locale][0])
        assert.include(props.message, expected[locale][1])
        assert.notMatch(response.text(), /Internal Server Error|Errore interno del server/)
      }
    })
  }
})
