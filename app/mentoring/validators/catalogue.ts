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
    .optional()

/** The catalogue's query string: search, filters, sort and page. */
export const catalogueQueryValidator = vine.create({
  q: vine.string().trim().maxLength(MENTOR_LIST_RULES.searchMaxLength).optional(),
  skills: slugList(),
  industries: slugList(),
  price_min: price(),
  price_max: price(),
  sort: vine.enum(MENTOR_SORTS).optional(),
  page: vine.number().withoutDecimals().min(1).max(MENTOR_LIST_RULES.maxPage).optional(),
  limit: vine.number().withoutDecimals().min(1).max(MENTOR_LIST_RULES.maxPageSize).optional(),
})
