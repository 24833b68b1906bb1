import { useEffect } from 'react'

const ROW_CHECKBOX = 'span.select-item[aria-label]'

/** Moves the label from a row checkbox's wrapper onto its input. */
function labelInputs(root: ParentNode) {
  for (const wrapper of root.querySelectorAll<HTMLElement>(ROW_CHECKBOX)) {
    const input = wrapper.querySelector('input')
    if (!input) continue
    input.setAttribute('aria-label', wrapper.getAttribute('aria-label')!)
    wrapper.removeAttribute('aria-label')
  }
}

/**
 * react-admin's DataTable labels each row's select checkbox on the checkbox's
 * wrapper (a span) instead of the input: screen readers announce an unlabelled
 * checkbox and axe reports it. Until react-admin fixes this, the label is moved
 * to the input as rows appear. React sets the attribute only when it changes, so
 * it does not come back on a re-render.
 */
export function useLabelledRowCheckboxes() {
  useEffect(() => {
    labelInputs(document)
    const observer = new MutationObserver(() => labelInputs(document))
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    })
    return () => observer.disconnect()
  }, [])
}
