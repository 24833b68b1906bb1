import { MENTOR_LIST_RULES } from '#business/matching'

/**
 * Scroll memory of the mentor list (spec "Mentor list"), kept in
 * sessionStorage for the browser session: the navigation history, the last
 * mentor viewed from the list, the exact position when the list was left and
 * the last position saved while scrolling it. On return from a mentor
 * profile the list scrolls to the last viewed card (several attempts while
 * the list renders), else to the exact position, else to the last saved one.
 */

const KEYS = {
  history: 'nav:history',
  lastViewed: 'mentors:lastViewedId',
  exact: 'mentors:exactScroll',
  list: 'mentors:listScroll',
} as const

const HISTORY_LENGTH = 50

function read<T>(key: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(key)
    return raw === null ? null : (JSON.parse(raw) as T)
  } catch {
    return null
  }
}

function write(key: string, value: unknown) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: the list simply starts at the top.
  }
}

/** Paths visited in this browser session, oldest first. */
export function navigationHistory(): string[] {
  return read<string[]>(KEYS.history) ?? []
}

/** Records a visit (the root layout calls it on every navigation). */
export function recordNavigation(url: string) {
  const path = url.split('#')[0]
  const history = navigationHistory()
  if (history[history.length - 1] === path) return
  write(KEYS.history, [...history, path].slice(-HISTORY_LENGTH))
}

function pathOf(url: string) {
  return url.split(/[?#]/)[0]
}

/** A mentor profile path: /mentors/<id or slug>, not the list's sub-pages. */
export function isMentorProfilePath(url: string) {
  const match = pathOf(url).match(/^\/mentors\/([^/]+)$/)
  return Boolean(match && match[1] !== 'matching')
}

/**
 * The path visited before the current one (whether or not the current visit
 * has been recorded yet: a page's effects run before its layout's).
 */
function previousPath(current: string) {
  const history = navigationHistory()
  const last = history[history.length - 1]
  if (last === current.split('#')[0])
    return history.length >= 2 ? history[history.length - 2] : null
  return last ?? null
}

export function rememberViewedMentor(mentorId: number) {
  write(KEYS.lastViewed, mentorId)
  rememberExactPosition()
}

export function rememberExactPosition() {
  write(KEYS.exact, { url: window.location.pathname + window.location.search, y: window.scrollY })
}

export function rememberListPosition() {
  write(KEYS.list, window.scrollY)
}

function scrollToCard(mentorId: number) {
  const card = document.querySelector<HTMLElement>(`[data-mentor-id="${mentorId}"]`)
  if (!card) return false
  const top = card.getBoundingClientRect().top + window.scrollY - MENTOR_LIST_RULES.scrollOffsetPx
  window.scrollTo({ top: Math.max(0, top), behavior: 'instant' as ScrollBehavior })
  // The keyboard goes on from the card it left, too (2.4.3): its profile link takes the focus.
  card.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true })
  return true
}

function scrollToSavedPosition() {
  const exact = read<{ url: string; y: number }>(KEYS.exact)
  if (exact && typeof exact.y === 'number') {
    window.scrollTo({ top: exact.y, behavior: 'instant' as ScrollBehavior })
    return
  }
  const list = read<number>(KEYS.list)
  if (typeof list === 'number')
    window.scrollTo({ top: list, behavior: 'instant' as ScrollBehavior })
}

/**
 * Restores the list's position if the visitor is coming back from a mentor
 * profile. Returns a function that stops pending attempts (on unmount).
 */
export function restoreMentorListScroll(currentUrl: string): () => void {
  const previous = previousPath(currentUrl)
  if (!previous || !isMentorProfilePath(previous)) return () => {}
  const mentorId = read<number>(KEYS.lastViewed)
  if (mentorId === null) {
    const frame = requestAnimationFrame(() => requestAnimationFrame(scrollToSavedPosition))
    return () => cancelAnimationFrame(frame)
  }
  let attempts = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const attempt = () => {
    attempts += 1
    if (scrollToCard(mentorId)) return
    if (attempts >= MENTOR_LIST_RULES.scrollAttempts) {
      scrollToSavedPosition()
      return
    }
    timer = setTimeout(attempt, MENTOR_LIST_RULES.scrollAttemptIntervalMs)
  }
  // Inertia restores its own remembered position in an animation frame after
  // the page renders; the first attempt waits for the frame after that one.
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(attempt)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
