/**
 * Gives the focus to the page's `<main>` (the skip link's target): where it
 * goes when what had it is gone, so that it never falls to the body and the
 * next Tab does not start over at the top of the page.
 */
export function focusMain(options?: FocusOptions) {
  document.querySelector<HTMLElement>('main')?.focus(options)
}
