import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { BasePolicy, allowGuest } from '@adonisjs/bouncer'
import { AppError } from '#core/errors'
import { deny } from '#core/authorization'
import type { User } from '#accounts/index'
import { pageFrom } from '#tests/helpers/inertia'

/*
| A policy's refusal (bouncer's E_AUTHORIZATION_FAILURE) answers exactly as
| the AppError with the same code and message key: the spec's error object
| for calls, the error page for page requests, in the viewer's language.
| Test-only routes, registered before the server starts.
*/

const KINDS = {
  // A party not allowed: FORBIDDEN with the reason.
  forbidden: () => deny('FORBIDDEN', 'sessions.errors.notYourConfirmation'),
  // Nothing revealed: NOT_FOUND.
  notFound: () => deny('NOT_FOUND', 'sessions.errors.notFound'),
  // No reason given: the code's own message.
  plain: () => deny('FORBIDDEN'),
  // A bare `false` (bouncer's own refusal, as for a visitor).
  false: () => false,
} as const
type Kind = keyof typeof KINDS

const SAME_AS: Record<Kind, () => AppError> = {
  forbidden: () => new AppError('FORBIDDEN', { messageKey: 'sessions.errors.notYourConfirmation' }),
  notFound: () => new AppError('NOT_FOUND', { messageKey: 'sessions.errors.notFound' }),
  plain: () => new AppError('FORBIDDEN'),
  false: () => new AppError('FORBIDDEN'),
}

class FixturePolicy extends BasePolicy {
  @allowGuest()
  act(_user: User | null, kind: Kind) {
    return KINDS[kind]()
  }
}

router
  .group(() => {
    router.any('/refusal/:kind', async ({ bouncer, params }) => {
      await bouncer.with(FixturePolicy).authorize('act', params.kind as Kind)
    })
    router.any('/app-refusal/:kind', ({ params }) => {
      throw SAME_AS[params.kind as Kind]()
    })
  })
  .prefix('/__test__')

const kinds = Object.keys(KINDS) as Kind[]

test.group('Errors | a policy refusal answers as the spec says', () => {
  test('JSON: {$self} answers the same status, code and message as its AppError, in both languages')
    .with(kinds)
    .run(async ({ client, assert }, kind) => {
      for (const language of ['en', 'it-IT,it;q=0.9']) {
        const refused = await client
          .get(`/__test__/refusal/${kind}`)
          .accept('json')
          .header('Accept-Language', language)
        const reference = await client
          .get(`/__test__/app-refusal/${kind}`)
          .accept('json')
          .header('Accept-Language', language)
        assert.equal(refused.status(), reference.status(), language)
        const { requestId, ...body } = refused.body()
        const { requestId: referenceId, ...expected } = reference.body()
        assert.deepEqual(body, expected, language)
        assert.isString(requestId)
        assert.equal(requestId, refused.header('x-request-id'))
        assert.notEqual(requestId, referenceId)
      }
    })

  test('the message is the one of the key, translated', async ({ client, assert }) => {
    const english = await client.get('/__test__/refusal/forbidden').accept('json')
    english.assertStatus(403)
    assert.deepInclude(english.body(), {
      errorCode: 'FORBIDDEN',
      message: "This is waiting for the other party's confirmation",
    })
    const italian = await client
      .get('/__test__/refusal/notFound')
      .accept('json')
      .header('Accept-Language', 'it')
    italian.assertStatus(404)
    assert.deepInclude(italian.body(), {
      errorCode: 'NOT_FOUND',
      message: 'Impossibile trovare questa sessione',
    })
  })

  test(
    'pages: {$self} renders the same error page as its AppError (a refused page load is the 404 page)'
  )
    .with(kinds)
    .run(async ({ client, assert }, kind) => {
      for (const method of ['get', 'post'] as const) {
        const refused = await client[method](`/__test__/refusal/${kind}`).withCsrfToken()
        const reference = await client[method](`/__test__/app-refusal/${kind}`).withCsrfToken()
        assert.equal(refused.status(), reference.status(), method)
        const page = pageFrom(refused.text())
        const expected = pageFrom(reference.text())
        assert.equal(page.component, expected.component, method)
        assert.deepEqual(page.props.statusCode, expected.props.statusCode, method)
        assert.equal(page.props.statusMessage, expected.props.statusMessage, method)
        assert.equal(page.props.message, expected.props.message, method)
      }
    })
})
