import { test } from '@japa/runner'
import fc from 'fast-check'
import { MENTOR_PROFILE_RULES } from '#business/sessions'
import { catalogueQueryValidator } from '#mentoring/validators/catalogue'

const rate = fc.integer({ min: 0, max: MENTOR_PROFILE_RULES.hourlyRateMax })

test.group('Mentor list | the hourly-rate range of the query string', () => {
  test('a range is refused on the maximum exactly when the minimum is above it', async ({
    assert,
  }) => {
    await fc.assert(
      fc.asyncProperty(rate, rate, fc.boolean(), async (min, max, asText) => {
        // The query string brings text; the API client may send numbers.
        const data = asText
          ? { price_min: String(min), price_max: String(max) }
          : { price_min: min, price_max: max }
        const [error, value] = await catalogueQueryValidator.tryValidate(data)
        if (min > max) {
          const messages = (error?.messages ?? []) as { field: string; rule: string }[]
          assert.deepEqual(
            messages.map((message) => [message.field, message.rule]),
            [['price_max', 'priceRange']]
          )
        } else {
          assert.isNull(error)
          assert.deepInclude(value, { price_min: min, price_max: max })
        }
      }),
      { numRuns: 300 }
    )
  })

  test('either bound alone is never a range error', async ({ assert }) => {
    await fc.assert(
      fc.asyncProperty(rate, fc.constantFrom('price_min', 'price_max'), async (bound, name) => {
        const [error] = await catalogueQueryValidator.tryValidate({ [name]: String(bound) })
        assert.isNull(error)
      }),
      { numRuns: 100 }
    )
  })
})
