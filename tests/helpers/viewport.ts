/// <reference lib="dom" />
import type { Locator, Page } from 'playwright'

/** 1280 px at 400 % zoom: the width every page must fit without sideways scrolling (WCAG 1.4.10). */
export const NARROW = { width: 320, height: 640 }

/** 1280 x 720 at 200 % zoom: short, so anything fixed at the bottom takes much of it. */
export const ZOOMED = { width: 640, height: 360 }

/**
 * How far the page scrolls sideways, and the elements that stick out on the
 * right (the outermost of each, at most five), for a failure message. Content
 * inside a box that scrolls or clips on its own does not count.
 */
export async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const scrollWidth = document.documentElement.scrollWidth
    const culprits: string[] = []
    if (scrollWidth > width) {
      const clipped = (element: Element) => {
        for (
          let box = element.parentElement;
          box && box !== document.body;
          box = box.parentElement
        ) {
          if (getComputedStyle(box).overflowX !== 'visible') return true
        }
        return false
      }
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const rect = element.getBoundingClientRect()
        if (rect.width === 0 || rect.right <= width + 0.5 || clipped(element)) continue
        // The outermost element that sticks out: its parent fits.
        const parent = element.parentElement?.getBoundingClientRect()
        if (parent && parent.right > width + 0.5 && element.parentElement !== document.body)
          continue
        const name = element.tagName.toLowerCase()
        const classes = (element.getAttribute('class') ?? '').split(/\s+/).slice(0, 6).join('.')
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
        culprits.push(
          `<${name}${classes ? `.${classes}` : ''}> ${Math.round(rect.right)} px "${text}"`
        )
        if (culprits.length === 5) break
      }
    }
    return { width, scrollWidth, culprits }
  })
}

/**
 * In the page: why `target` cannot be seen, or null when it can. `whole`: its
 * box must lie inside the viewport (a dialog, its buttons); else some of it
 * (a tab panel taller than the screen). Then the centre of its visible part,
 * or of one of its lines for a link that wraps, must hit it or something
 * inside it, not something drawn over it. Hit-testing skips elements that
 * let the pointer through, and a modal dialog makes the whole page do so (on
 * the body): the page takes part again while it runs, as what counts is what
 * is drawn on top.
 */
function hiddenBy(target: Element, whole: boolean) {
  const rect = target.getBoundingClientRect()
  if (rect.width < 2 || rect.height < 2) return 'has no visible box'
  const { innerWidth, innerHeight } = window
  const box = (r: DOMRect) =>
    `(${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)})`
  const outside =
    rect.left < -0.5 ||
    rect.top < -0.5 ||
    rect.right > innerWidth + 0.5 ||
    rect.bottom > innerHeight + 0.5
  if (whole && outside)
    return `is not inside the ${innerWidth}x${innerHeight} viewport ${box(rect)}`
  const left = Math.max(rect.left, 0)
  const right = Math.min(rect.right, innerWidth)
  const top = Math.max(rect.top, 0)
  const bottom = Math.min(rect.bottom, innerHeight)
  if (right - left < 2 || bottom - top < 2) return `is outside the viewport ${box(rect)}`
  const points = [[(left + right) / 2, (top + bottom) / 2]]
  for (const line of Array.from(target.getClientRects()))
    points.push([line.left + line.width / 2, line.top + line.height / 2])
  const style = document.createElement('style')
  style.textContent = 'body { pointer-events: auto !important; }'
  document.head.append(style)
  try {
    let hit: Element | null = null
    for (const [x, y] of points) {
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue
      hit = document.elementFromPoint(x, y)
      if (hit && (hit === target || target.contains(hit))) return null
    }
    const cover = hit?.closest('[aria-label],[aria-labelledby],[role],section,header,footer') ?? hit
    const text = (cover?.getAttribute('aria-label') ?? cover?.textContent ?? '').trim().slice(0, 40)
    return `is covered by <${hit?.tagName.toLowerCase()}> in <${cover?.tagName.toLowerCase()}> "${text}"`
  } finally {
    style.remove()
  }
}

/** Why `element` cannot be seen whole and pointed at, or null when it can. */
export async function obstruction(element: Locator) {
  return element.evaluate(hiddenBy, true)
}

/**
 * The focused element (a short description) and why it cannot be seen, or
 * null when it can (WCAG 2.4.11): some of it (all of it, `whole`) is inside
 * the viewport and the centre of that part is not covered.
 */
export async function focusedObstruction(page: Page, { whole = false } = {}) {
  const focused = await page.evaluateHandle(() => document.activeElement ?? document.body)
  try {
    const name = await focused.evaluate((element) => {
      const text = element.getAttribute('aria-label') ?? element.textContent ?? ''
      return `<${element.tagName.toLowerCase()}> "${text.trim().replace(/\s+/g, ' ').slice(0, 40)}"`
    })
    if (await focused.evaluate((element) => element === document.body)) {
      return { name, problem: 'is the body: the focus was lost' }
    }
    return { name, problem: await focused.evaluate(hiddenBy, whole) }
  } finally {
    await focused.dispose()
  }
}
