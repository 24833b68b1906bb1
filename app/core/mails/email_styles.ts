/**
 * Inline styles shared by the e-mail templates (`styles.p`, `styles.h1`...):
 * mail clients drop or ignore much of a <style> block, so text blocks carry
 * their own. Colours meet WCAG AA contrast on the white card.
 */
const font = '-apple-system, BlinkMacSystemFont, Segoe UI, Roboto, Helvetica, Arial, sans-serif'

export const EMAIL_STYLES = {
  font,
  h1: `margin:0 0 20px 0;font-family:${font};font-size:24px;line-height:32px;font-weight:700;color:#0f172a;`,
  p: `margin:0 0 16px 0;font-family:${font};font-size:16px;line-height:24px;color:#0f172a;`,
  small: `margin:0 0 16px 0;font-family:${font};font-size:14px;line-height:20px;color:#475569;`,
  list: `margin:0 0 16px 0;padding:0 0 0 24px;font-family:${font};font-size:16px;line-height:24px;color:#0f172a;`,
} as const
