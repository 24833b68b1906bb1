import { defaultTheme } from 'react-admin'
import type { RaThemeOptions } from 'react-admin'

/** react-admin's default theme with colours that keep text contrast at WCAG AA. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1d4ed8' },
    secondary: { main: '#1e3a8a' },
  },
}
