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

  test('a JSON boolean minimum counts as the number the rate field makes of it', async ({
    assert,
  }) => {
    // Found by the random check of every validator: true is 1 to vine.number(), so a maximum of
    // 0 was let through and then refused when the validated value was checked again.
    for (const [min, max, refused] of [
      [true, 0, true],
      [true, 1, false],
      [false, 0, false],
    ] as const) {
      const [error, value] = await catalogueQueryValidator.tryValidate({
        price_min: min,
        price_max: max,
      })
      if (refused) {
        const messages = (error?.messages ?? []) as { field: string; rule: string }[]
        assert.deepEqual(
          messages.map((message) => [message.field, message.rule]),
          [['price_max', 'priceRange']],
          `${min}..${max}`
        )
      } else {
        assert.isNull(error, `${min}..${max}`)
        assert.deepInclude(value, { price_min: Number(min), price_max: max })
      }
    }
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
