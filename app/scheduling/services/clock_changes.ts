import { DateTime } from 'luxon'

/** A daylight-saving change: the instant the zone's clocks moved, and by how much. */
export type ClockChange = {
  zone: string
  /** The first instant on the new offset. */
  at: DateTime
  /** UTC offsets in minutes, before and after. */
  offsetBefore: number
  offsetAfter: number
}

const DAY_MS = 86_400_000

function offsetAt(ms: number, zone: string) {
  return DateTime.fromMillis(ms, { zone }).offset
}

/**
 * The clock changes of `zone` after `from` and up to `until` included: a
 * session booked (`from`) just after a change was booked on the new time
 * already, while one starting (`until`) right at a change starts on the new
 * time. Day by day, then halved down to the millisecond where the offset
 * differs (zones change at most once a day). An unknown zone has none.
 */
export function clockChangesBetween(from: DateTime, until: DateTime, zone: string): ClockChange[] {
  if (!DateTime.local({ zone }).isValid || !(until > from)) return []
  const changes: ClockChange[] = []
  const end = until.toMillis()
  for (let start = from.toMillis(); start < end; start += DAY_MS) {
    const before = offsetAt(start, zone)
    let low = start
    let high = Math.min(start + DAY_MS, end)
    if (offsetAt(high, zone) === before) continue
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2)
      if (offsetAt(middle, zone) === before) low = middle
      else high = middle
    }
    changes.push({
      zone,
      at: DateTime.fromMillis(high, { zone }),
      offsetBefore: before,
      offsetAfter: offsetAt(high, zone),
    })
  }
  return changes
}
