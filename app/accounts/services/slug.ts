import env from '#start/env'
import User from '#accounts/models/user'
import { ACCOUNT_RULES, RESERVED_SLUGS, SLUG_PATTERN } from '#business/accounts'

/**
 * Personal URLs: a mentor's profile is reachable at /mentors/<slug> as well
 * as /mentors/<id>, so a slug is unique, never one of the app's own paths,
 * and never all digits (it would read as an id).
 */
export function normalizeSlug(value: string) {
  return value.trim().toLowerCase()
}

export function isReservedSlug(slug: string) {
  return (RESERVED_SLUGS as readonly string[]).includes(slug)
}

export function isWellFormedSlug(slug: string) {
  return (
    slug.length >= ACCOUNT_RULES.slugMinLength &&
    slug.length <= ACCOUNT_RULES.slugMaxLength &&
    SLUG_PATTERN.test(slug) &&
    /[a-z]/.test(slug)
  )
}

export async function isSlugTaken(slug: string, exceptUserId?: number) {
  const query = User.query().where('slug', slug)
  if (exceptUserId) query.whereNot('id', exceptUserId)
  return !!(await query.first())
}

/** Lower-case ASCII words joined by single hyphens ("Chiara Esposito" -> "chiara-esposito"). */
export function slugify(text: string) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ACCOUNT_RULES.slugMaxLength)
    .replace(/-+$/, '')
}

/** A free, valid slug from the user's name, offered as a suggestion. */
export async function suggestSlug(user: User) {
  let base = slugify(`${user.firstName} ${user.lastName}`)
  if (!isWellFormedSlug(base)) base = `member-${user.id}`
  for (let attempt = 1; attempt <= 20; attempt++) {
    const suffix = attempt === 1 ? '' : `-${attempt}`
    const candidate = `${base.slice(0, ACCOUNT_RULES.slugMaxLength - suffix.length)}${suffix}`
    if (!isReservedSlug(candidate) && !(await isSlugTaken(candidate, user.id))) return candidate
  }
  return `member-${user.id}`
}

/** Where a personal URL points: a mentor profile (product decisions). */
export function personalUrlBase() {
  return `${env.get('APP_URL').replace(/\/+$/, '')}/mentors/`
}
