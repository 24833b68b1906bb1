/**
 * A tab panel (Radix `Tabs.Content`) is a tab stop of its own, so that a
 * keyboard user reaches a panel with nothing focusable in it: like every tab
 * stop it shows a 2 px brand-600 outline (6.3:1 on white) when focused by
 * keyboard (2.4.7).
 */
export const tabPanelClass =
  'rounded-md pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600'
