/**
 * How every text field, select and text area shows its edge and its focus
 * (WCAG 1.4.11, 2.4.7): a slate-500 border (4.8:1 on white), placeholders in
 * slate-500 too (4.8:1: a hint must be readable), and when focused a solid
 * 2 px brand-600 ring (6.3:1) around a brand-700 border. An invalid field
 * has a red-700 border and ring. Size, padding and rounding are the caller's.
 */
export const fieldEdgeClass =
  'border border-slate-500 bg-white text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-600 focus:outline-none aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-red-700'
