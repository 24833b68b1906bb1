/**
 * Moves the focus to the first of `fields` that has an error: to its control
 * (in a group of radios or checkboxes, the chosen one, else the first one
 * that can be used), else to the element with its id, else to its container
 * when that can take the focus. A group's fieldset cannot: focusing it would
 * leave the focus where it was, with nothing read out.
 */
export function focusFirstError(form: HTMLElement | null, fields: string[]) {
  if (!form) return
  for (const field of fields) {
    const name = CSS.escape(field)
    const control = `[name="${name}"]:not([type="hidden"]):not(:disabled)`
    const target =
      form.querySelector<HTMLElement>(`${control}:checked`) ??
      form.querySelector<HTMLElement>(control) ??
      form.querySelector<HTMLElement>(`#${name}`) ??
      form.querySelector<HTMLElement>(`[data-field="${name}"][tabindex]`)
    if (target) {
      target.focus()
      return
    }
  }
}
