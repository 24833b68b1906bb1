import { useState } from 'react'
import { Button, Menu, MenuItem } from '@mui/material'
import TranslateIcon from '@mui/icons-material/Translate'
import { useLocaleState, useTranslate } from 'react-admin'
import { LOCALES } from '../locale'

/** The language switcher: the console and the site share the choice (the `locale` cookie). */
export function LanguageMenu() {
  const translate = useTranslate()
  const [locale, setLocale] = useLocaleState()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = LOCALES.find((entry) => entry.locale === locale) ?? LOCALES[0]

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={translate('console.language.current', { name: current.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? 'console-language-menu' : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {current.name}
      </Button>
      <Menu
        id="console-language-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {LOCALES.map((entry) => (
          <MenuItem
            key={entry.locale}
            lang={entry.locale}
            selected={entry.locale === locale}
            onClick={() => {
              setLocale(entry.locale)
              setAnchor(null)
            }}
          >
            {entry.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
