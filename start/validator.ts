import vine from '@vinejs/vine'

/*
| VineJS reads a number field with `Number(value)`. For an object or array
| from a JSON body that calls the value's own `toString`/`valueOf`, and
| `{"page": {"toString": null}}` (or `[[{"toString": 1}]]`) makes Number()
| throw a TypeError: a 500 instead of a validation error. A number field
| takes a number, a numeric string or a boolean; anything else is not a
| number (NaN, reported on the field like any other bad value).
*/
vine.helpers.asNumber = (value: unknown) => {
  if (typeof value === 'number') return value
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'bigint') {
    return Number(value)
  }
  return Number.NaN
}
vine.helpers.isNumeric = (value: unknown) => !Number.isNaN(vine.helpers.asNumber(value))

/*
| `distinct('industry_id')` joins the items' values with `join('_')`, which
| throws the same TypeError for `{"industry_id": {"toString": false}}`. Such
| an item fails its own field's rule anyway, so the list is not reported
| twice: the uniqueness check just does not throw.
*/
const isDistinct = vine.helpers.isDistinct
/**
 * A number given as text ("1") or as a boolean (true) is the same item as the number (1) the
 * field turns it into.
 */
const asItem = (value: unknown) =>
  typeof value === 'boolean' ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    ? Number(value)
    : value
vine.helpers.isDistinct = (dataSet, fields) => {
  try {
    return isDistinct(fields ? dataSet : (dataSet as unknown[]).map(asItem), fields)
  } catch {
    return true
  }
}

/*
| validator.js checks behind `.email()`, `.url()` and friends encode the text
| with encodeURI, which throws a URIError for a lone surrogate ("\ud800",
| valid in JSON): the text is then simply not an e-mail address or URL.
*/
const checks = vine.helpers as unknown as Record<string, (...args: unknown[]) => unknown>
for (const name of ['isEmail', 'isURL', 'isAlpha', 'isAlphaNumeric', 'isAscii', 'isDecimal']) {
  const check = checks[name]
  checks[name] = (...args: unknown[]) => {
    try {
      return check(...args)
    } catch {
      return false
    }
  }
}
