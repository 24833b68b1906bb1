/// <reference lib="dom" />
import type { Assert } from '@japa/assert'
import type { Locator, Page } from 'playwright'

/**
 * Contrast of the parts of a control that are not text (WCAG 1.4.11, 2.4.7),
 * which axe's color-contrast does not check: a field's border, an icon's
 * stroke, a focus indicator. Colours are read from the computed style, made
 * opaque over the first opaque background behind them, and compared with
 * that background.
 */
type Edges = {
  /** Border colour against the background around the element (1 when it has no border). */
  border: number
  /** The SVG stroke (an icon's outline) against the background. */
  stroke: number
  /** The placeholder's text colour against the element's own background. */
  placeholder: number
  /** The focus indicator: a solid outline, or a ring drawn as a box shadow. */
  focus: { kind: 'outline' | 'ring' | 'none'; width: number; contrast: number }
}

function measure(element: Element): Edges {
  type Rgba = { channels: number[]; alpha: number }
  // Computed colours come as rgb(), oklch() (Tailwind's palette) or others: a 1 px canvas
  // turns any of them into sRGB bytes.
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = 1
  const pen = canvas.getContext('2d', { willReadFrequently: true })!
  const parse = (colour: string): Rgba => {
    pen.clearRect(0, 0, 1, 1)
    pen.fillStyle = '#000'
    pen.fillStyle = colour
    pen.fillRect(0, 0, 1, 1)
    const [red, green, blue, alpha] = pen.getImageData(0, 0, 1, 1).data
    return { channels: [red, green, blue], alpha: alpha / 255 }
  }
  const over = (top: Rgba, bottom: Rgba): Rgba => ({
    channels: top.channels.map(
      (channel, index) => channel * top.alpha + bottom.channels[index] * (1 - top.alpha)
    ),
    alpha: 1,
  })
  const luminance = ({ channels }: Rgba) => {
    const [red, green, blue] = channels.map((value) => {
      const channel = value / 255
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue
  }
  const ratio = (first: Rgba, second: Rgba) => {
    const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a)
    return Math.round(((lighter + 0.05) / (darker + 0.05)) * 100) / 100
  }
  const backgroundFrom = (start: Element | null): Rgba => {
    for (let node = start; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor)
      if (colour.alpha === 1) return colour
    }
    return { channels: [255, 255, 255], alpha: 1 }
  }
  const style = getComputedStyle(element)
  const around = backgroundFrom(element.parentElement)
  const own = backgroundFrom(element)
  const against = (colour: string, background: Rgba) =>
    ratio(over(parse(colour), background), background)

  let focus: Edges['focus'] = { kind: 'none', width: 0, contrast: 0 }
  if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
    // An outline drawn inside the element lies on its own background.
    const background = Number.parseFloat(style.outlineOffset) < 0 ? own : around
    focus = {
      kind: style.outlineStyle === 'solid' ? 'outline' : 'none',
      width: Number.parseFloat(style.outlineWidth),
      contrast: against(style.outlineColor, background),
    }
  } else if (style.boxShadow && style.boxShadow !== 'none') {
    // Tailwind's ring: "colour 0 0 0 spread" shadows, the offset's (if any) under the ring's.
    const shadows = style.boxShadow
      .split(/,(?![^(]*\))/)
      .map((shadow) => {
        const colour =
          shadow.match(/(?:rgba?|oklch|oklab|lch|lab|color)\([^)]*\)/)?.[0] ?? 'transparent'
        const lengths = shadow.replace(colour, '').match(/-?[\d.]+px/g) ?? []
        const [x, y, blur, spread] = lengths.map((length) => Number.parseFloat(length))
        return { colour, x, y, blur, spread: spread ?? 0, inset: shadow.includes('inset') }
      })
      .filter(
        (shadow) => !shadow.inset && !shadow.x && !shadow.y && !shadow.blur && shadow.spread > 0
      )
      .sort((a, b) => b.spread - a.spread)
    const [ring, offset] = shadows
    if (ring && parse(ring.colour).alpha > 0) {
      const background = offset ? over(parse(offset.colour), around) : around
      focus = {
        kind: 'ring',
        width: ring.spread - (offset?.spread ?? 0),
        contrast: against(ring.colour, background),
      }
    }
  }
  const placeholder =
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? against(getComputedStyle(element, '::placeholder').color, own)
      : 0
  return {
    // No border drawn: no edge (1:1).
    border:
      style.borderTopStyle !== 'none' && Number.parseFloat(style.borderTopWidth) > 0
        ? against(style.borderTopColor, around)
        : 1,
    stroke: style.stroke && style.stroke !== 'none' ? against(style.stroke, around) : 0,
    placeholder,
    focus,
  }
}

/** The contrasts of `target`'s border, stroke, placeholder and focus indicator, as it is now. */
export function edgesOf(target: Locator) {
  return target.evaluate(measure)
}

/**
 * The focused element shows a solid focus indicator (an outline or a ring)
 * of at least 2 px with 3:1 contrast against what is behind it (2.4.7, 1.4.11).
 */
export async function expectVisibleFocus(page: Page, assert: Assert, what: string) {
  const { focus } = await page
    .evaluateHandle(() => document.activeElement ?? document.body)
    .then(async (handle) => {
      try {
        return await handle.evaluate(measure)
      } finally {
        await handle.dispose()
      }
    })
  assert.notEqual(focus.kind, 'none', `${what}: no focus indicator`)
  assert.isAtLeast(focus.width, 2, `${what}: focus indicator width`)
  assert.isAtLeast(focus.contrast, 3, `${what}: focus indicator contrast`)
}
