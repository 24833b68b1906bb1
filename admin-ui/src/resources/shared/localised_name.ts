import { useLocaleState } from 'react-admin'

type Named = { name?: string | null; nameIt?: string | null }

/** Skills and industries carry an Italian name: the option text follows the console's language. */
export function useLocalisedName() {
  const [locale] = useLocaleState()
  return (record: Named) => (locale === 'it' && record.nameIt) || record.name || ''
}
