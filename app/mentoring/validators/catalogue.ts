import vine from '@vinejs/vine'
import { MENTOR_LIST_RULES, MENTOR_SORTS } from '#business/matching'
import { MENTOR_PROFILE_RULES } from '#business/sessions'

/** A comma-separated list (`?skills=a,b`) or a repeated parameter (`?skills=a&skills=b`). */
function slugList() {
  return vine
    .array(vine.string().trim().maxLength(80))
    .maxLength(50)
    .parse((value) => {
      if (value === undefined || value === null || value === '') return undefined
      // Only text is split and trimmed: an object stays as it is and fails the string rule
      // (String() of `{"toString": …}` throws).
      const text = (item: unknown) =>
        typeof item === 'string' || typeof item === 'number' ? String(item).trim() : item
      const items = Array.isArray(value)
        ? value
        : typeof value === 'string'
          ? value.split(',')
          : [value]
      return items.map(text).filter((item) => item !== '')
    })
    .optional()
}

const price = () =>
  vine
    .number()
    .min(0)
    .max(MENTOR_PROFILE_RULES.hourlyRateMax)
    .parse((value) => (value === '' ? undefined : value))

/**
 * The maximum rate is not below the minimum: such a range can only find
 * nobody, so it is refused (message: `price_max.priceRange`).
 */
const notBelowMinimumRule = vine.createRule((value: unknown, _options: undefined, field) => {
  // The parent holds the input as sent: the query string's minimum is still text, and a JSON
  // true is 1 to vine.number(), so to this comparison too.
  const sent = (field.parent as Record<string, unknown> | undefined)?.price_min
  const minimum =
    typeof sent === 'number' ||
    typeof sent === 'boolean' ||
    (typeof sent === 'string' && sent.trim() !== '')
      ? Number(sent)
      : Number.NaN
  if (typeof value === 'number' && Number.isFinite(minimum) && value < minimum) {
    field.report('The maximum rate must not be below the minimum', 'priceRange', field)
  }
})

/** The catalogue's query string: search, filters, sort and page. */
export const catalogueQueryValidator = vine.create({
  q: vine.string().trim().maxLength(MENTOR_LIST_RULES.searchMaxLength).optional(),
  skills: slugList(),
  industries: slugList(),
  price_min: price().optional(),
  price_max: price().use(notBelowMinimumRule()).optional(),
  sort: vine.enum(MENTOR_SORTS).optional(),
  page: vine.number().withoutDecimals().min(1).max(MENTOR_LIST_RULES.maxPage).optional(),
  limit: vine.number().withoutDecimals().min(1).max(MENTOR_LIST_RULES.maxPageSize).optional(),
})
