/// <reference lib="dom" />
import type { Assert } from '@japa/assert'
import type { CDPSession, Locator, Page } from 'playwright'
import { waitForSettled } from '#tests/helpers/hydration'

/** What has the keyboard focus: its role and accessible name, and whether a sighted user sees it. */
type Focus = {
  lost: boolean
  role: string
  name: string
  /** A short description for failure messages. */
  what: string
  problem: string | null
}

/**
 * The focused element, read from `document.activeElement`: lost when it is
 * the body (or nothing); visible when it (or, for a visually hidden control,
 * its label) has a box inside the viewport that nothing else covers. The role
 * and accessible name are Chromium's.
 */
async function focusOf(page: Page): Promise<Focus> {
  const seen = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body || element === document.documentElement) {
      return { lost: true, what: 'body', problem: null as string | null }
    }
    const what = `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
      element.getAttribute('type') ? ` type=${element.getAttribute('type')}` : ''
    }> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`
    // A control drawn by its label (a visually hidden or transparent radio or checkbox) shows
    // through the label.
    let box: HTMLElement = element
    const own = element.getBoundingClientRect()
    const transparent = getComputedStyle(element).opacity === '0'
    if (own.width <= 2 || own.height <= 2 || transparent) {
      const label = (element as HTMLInputElement).labels?.[0] ?? element.closest('label')
      if (label) box = label
    }
    const rect = box.getBoundingClientRect()
    if (rect.width <= 2 || rect.height <= 2)
      return { lost: false, what, problem: 'has no visible box' }
    if (!box.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      return { lost: false, what, problem: 'is hidden' }
    }
    const top = Math.max(rect.top, 0)
    const bottom = Math.min(rect.bottom, window.innerHeight)
    const left = Math.max(rect.left, 0)
    const right = Math.min(rect.right, window.innerWidth)
    if (bottom - top < 2 || right - left < 2) {
      return { lost: false, what, problem: 'is outside the viewport' }
    }
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
    // A notification passes over for a few seconds (and F8 reaches it): it may cover the focus.
    const transient = hit?.closest('[role="region"][aria-label*="F8"]')
    if (hit && !transient && !box.contains(hit) && !hit.contains(box)) {
      const cover = `<${hit.tagName.toLowerCase()}> "${(hit.textContent ?? '').trim().slice(0, 40)}"`
      return { lost: false, what, problem: `is covered by ${cover}` }
    }
    return { lost: false, what, problem: null }
  })
  if (seen.lost) return { lost: true, role: '', name: '', what: 'body', problem: null }
  const { role, name } = await accessibleNodeOfFocus(page)
  return { lost: false, role, name, what: seen.what, problem: seen.problem }
}

/** Whether the focus is on an element with this role and a name matching `name`. */
function focusIs(focus: Focus, role: string | RegExp, name: string | RegExp) {
  return (
    (typeof role === 'string' ? focus.role === role : role.test(focus.role)) &&
    (typeof name === 'string' ? focus.name.trim() === name : name.test(focus.name))
  )
}

const cdpSessions = new WeakMap<Page, CDPSession>()

/**
 * Chromium's own role and accessible name of the focused element (what a
 * screen reader is told), from the accessibility tree over the DevTools protocol.
 */
async function accessibleNodeOfFocus(page: Page) {
  let cdp = cdpSessions.get(page)
  if (!cdp) {
    cdp = await page.context().newCDPSession(page)
    cdpSessions.set(page, cdp)
  }
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement' })
  if (!result.objectId) return { role: '', name: '' }
  const { nodes } = await cdp
    .send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false })
    .catch(() => ({ nodes: [] as { role?: { value?: unknown }; name?: { value?: unknown } }[] }))
  const node = nodes[0]
  return { role: String(node?.role?.value ?? ''), name: String(node?.name?.value ?? '') }
}

/**
 * Only the keyboard: Tab, Shift+Tab, Enter, Space, arrows, Escape and typing
 * into whatever has the focus. After every key the focus must be on a visible
 * element with an accessible name, never on the body.
 */
export class Keyboard {
  constructor(
    private page: Page,
    private assert: Assert
  ) {}

  /**
   * Waits up to `timeout` ms for the focus to land on an element with this
   * role and a name matching `name`, then asserts it as `expectFocus` does.
   * Pages move the focus when what the key asked for arrives (a refused
   * field, a dialog, its opener again, the next step): a check made at once
   * can read the control the key was pressed on, which is a settled focus too.
   */
  async expectFocusOn(
    role: string | RegExp,
    name: string | RegExp,
    after: string,
    { timeout = 5000 } = {}
  ) {
    const matches = (focus: Focus) => focusIs(focus, role, name)
    const started = Date.now()
    let focus = await focusOf(this.page)
    while (!matches(focus) && Date.now() - started < timeout) {
      await this.page.waitForTimeout(50)
      focus = await focusOf(this.page)
    }
    const checked = await this.expectFocus(after)
    this.assert.isTrue(
      matches(checked),
      `after ${after} the focus is on ${checked.role || 'no role'} "${checked.name}" (${checked.what}), not on ${role} "${name}"`
    )
    return checked
  }

  /** Asserts the focus is kept, visible and named; returns it. */
  async expectFocus(after: string) {
    // Focus moves (dialogs, new pages) land within a couple of frames.
    const settled = (one: Focus) =>
      !one.lost && !one.problem && (one.name.trim() || one.role === 'main')
    let focus = await focusOf(this.page)
    for (let attempt = 0; attempt < 20 && !settled(focus); attempt++) {
      await this.page.waitForTimeout(50)
      focus = await focusOf(this.page)
    }
    this.assert.isFalse(
      focus.lost,
      `focus was lost to <body> after ${after} (on ${this.page.url()})`
    )
    this.assert.isNull(focus.problem, `the focused ${focus.what} ${focus.problem} after ${after}`)
    // The page's <main> (the skip link's target) is where focus rests between controls.
    this.assert.isTrue(
      focus.name.trim().length > 0 || focus.role === 'main',
      `the focused ${focus.what} (role ${focus.role || 'none'}) has no accessible name after ${after}`
    )
    return focus
  }

  async press(key: string, after = key) {
    await this.page.keyboard.press(key)
    return this.expectFocus(after)
  }

  /** Types into the focused element (which must be a text field). */
  async type(text: string) {
    const focus = await this.expectFocus(`typing "${text}"`)
    this.assert.include(
      ['textbox', 'searchbox', 'spinbutton', 'combobox'],
      focus.role,
      `typing into ${focus.what}`
    )
    await this.page.keyboard.type(text)
    return focus
  }

  /**
   * Tab (or Shift+Tab) until the focused element has this role and a name
   * matching `name`, at most `max` presses.
   */
  async tabTo(role: string | RegExp, name: string | RegExp, { max = 60, backwards = false } = {}) {
    const key = backwards ? 'Shift+Tab' : 'Tab'
    const passed: string[] = []
    for (let presses = 0; presses < max; presses++) {
      const focus = await this.press(key, `${key} towards ${role} "${name}"`)
      if (focusIs(focus, role, name)) return focus
      passed.push(`${focus.role} "${focus.name.slice(0, 30)}"`)
    }
    throw new Error(
      `${key} ${max} times never reached ${role} "${name}"; passed: ${passed.slice(-15).join(', ')}`
    )
  }
}

/** The page is hydrated and quiet. */
export async function settle(page: Page) {
  await waitForSettled(page)
}

/**
 * Whether `target` has the focus (or, `within`, holds it), or gets it within
 * `timeout` ms. A dialog that opens (Radix) or a page that arrives moves the
 * focus when it is there, not when the key was pressed: a check made at once
 * races it.
 */
export function getsFocus(target: Locator, { within = false, timeout = 5000 } = {}) {
  return target.evaluate(
    (element, { inside, limit }) =>
      new Promise<boolean>((resolve) => {
        const started = Date.now()
        const check = () => {
          const focused = document.activeElement
          if (inside ? element.contains(focused) : element === focused) resolve(true)
          else if (Date.now() - started > limit) resolve(false)
          // On a timer: animation frames may not come to a page Chromium treats as hidden.
          else setTimeout(check, 50)
        }
        check()
      }),
    { inside: within, limit: timeout }
  )
}

/**
 * Watches for `text` to appear on the page; `focusedThen()` gives the id of the element that had
 * the focus at that moment. A form moves the focus to its first field in error in the same
 * render that shows the error: a focus moved a frame later can land while the user is already
 * typing in another field. Call before the action that shows `text`.
 */
export async function focusWhenShown(page: Page, text: string) {
  const watch = await page.evaluateHandle((awaited) => {
    const shown = new Promise<string>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.body.textContent?.includes(awaited)) return
        observer.disconnect()
        resolve(document.activeElement?.id ?? '')
      })
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    return { shown }
  }, text)
  return { focusedThen: () => watch.evaluate(({ shown }) => shown) }
}

/**
 * Holds the `method` requests to `url` until `release()`, as a slow network would, and counts
 * them: a form can then be looked at, and pressed again, while it is being sent. Other requests
 * to `url` go through.
 */
export async function holdRequests(page: Page, url: string, method = 'POST') {
  let release!: () => void
  const released = new Promise<void>((done) => (release = done))
  let sent = 0
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback()
    sent++
    await released
    await route.fallback()
  })
  return { release, sent: () => sent }
}

/**
 * A form being sent keeps the keyboard focus on its busy submit button (aria-disabled: a disabled
 * button drops the focus to the body), and pressing Enter there again sends nothing more.
 */
export async function pressAgainWhileBusy(page: Page, busyButton: Locator) {
  await busyButton.waitFor()
  const state = await busyButton.evaluate((element) => ({
    onIt: element === document.activeElement,
    ariaDisabled: element.getAttribute('aria-disabled'),
  }))
  // `focused` is true, or says where the focus is instead.
  const focused = state.onIt || (await focusOf(page).then((focus) => focus.what))
  await page.keyboard.press('Enter')
  return { focused, ariaDisabled: state.ariaDisabled }
}
