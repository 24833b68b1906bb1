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
  components: {
    ...defaultTheme.components,
    // A read-only input's help text is still text to read (MUI greys it out to 38 %).
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } },
    },
  },
}
