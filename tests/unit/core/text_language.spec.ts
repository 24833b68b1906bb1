import { test } from '@japa/runner'
import { languageOf } from '#core/services/text_language'

test.group('languageOf', () => {
  test('tells English from Italian in a member text', ({ assert }) => {
    assert.equal(languageOf('Fractional CFO for seed-stage startups'), 'en')
    assert.equal(languageOf('Sharp, practical advice on our pitch.'), 'en')
    assert.equal(languageOf('Aiuto i fondatori a raccogliere il primo round di investimento'), 'it')
    assert.equal(languageOf('Ex CTO, ho guidato team di ingegneria in tre startup italiane.'), 'it')
  })

  test('says nothing of a text too short to tell, or of no text', ({ assert }) => {
    assert.isNull(languageOf('Great!'))
    assert.isNull(languageOf(''))
    assert.isNull(languageOf(null))
    assert.isNull(languageOf(undefined))
  })
})
