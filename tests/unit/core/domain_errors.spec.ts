import { test } from '@japa/runner'
import { AppError, DomainError, answerAtTheEdge, answeredAtTheEdge } from '#core/errors'

class ParcelError extends DomainError<'lost' | 'too_heavy'> {}
class UnansweredError extends DomainError<'odd'> {}

test.group('Domain errors | answered at the HTTP edge', () => {
  test('a registered module error becomes the spec error its module chose', ({ assert }) => {
    answerAtTheEdge(ParcelError, (error) =>
      error.reason === 'lost'
        ? { errorCode: 'NOT_FOUND', messageKey: 'parcels.lost', messageData: error.data }
        : {
            errorCode: 'VALIDATION_ERROR',
            messageKey: 'parcels.tooHeavy',
            errors: { weight: ['parcels.tooHeavy'] },
            status: 400,
          }
    )

    const lost = answeredAtTheEdge(new ParcelError('lost', { id: 7 }))
    assert.instanceOf(lost, AppError)
    assert.equal((lost as AppError).errorCode, 'NOT_FOUND')
    assert.equal((lost as AppError).status, 404)
    assert.equal((lost as AppError).messageKey, 'parcels.lost')
    assert.deepEqual((lost as AppError).messageData, { id: 7 })

    const heavy = answeredAtTheEdge(new ParcelError('too_heavy')) as AppError
    assert.equal(heavy.errorCode, 'VALIDATION_ERROR')
    assert.equal(heavy.status, 400)
    assert.deepEqual(heavy.fieldErrors, { weight: ['parcels.tooHeavy'] })
  })

  test('anything else is left as it is', ({ assert }) => {
    const unanswered = new UnansweredError('odd')
    assert.strictEqual(answeredAtTheEdge(unanswered), unanswered)
    const plain = new Error('boom')
    assert.strictEqual(answeredAtTheEdge(plain), plain)
    assert.equal(unanswered.name, 'UnansweredError')
  })
})
