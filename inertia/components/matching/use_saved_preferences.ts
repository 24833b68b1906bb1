import { useState } from 'react'
import { toast } from '~/components/toast'
import { ApiError } from '~/lib/api'
import {
  deletePreference,
  preferenceCriteria,
  savePreference,
} from '~/components/matching/matching_calls'
import {
  completeCriteria,
  errorFor,
  type Criteria,
  type Preference,
} from '~/components/matching/types'
import { useT } from '~/components/ui/use_t'

/**
 * The visitor's saved searches on the matching page: the list, the one being
 * loaded, and saving, loading and deleting one. A loaded search's criteria go
 * to `onLoad`, which fills the form and runs the search.
 */
export function useSavedPreferences(
  initial: Preference[],
  { onLoad }: { onLoad: (criteria: Criteria) => Promise<void> }
) {
  const t = useT()
  const [preferences, setPreferences] = useState(initial)
  const [busyId, setBusyId] = useState<number | null>(null)

  /** Resolves with the name field's error, or null once saved. */
  async function save(name: string, criteria: Criteria): Promise<string | null> {
    try {
      const preference = await savePreference(name, criteria)
      setPreferences((current) => [preference, ...current])
      toast({ title: t('matching.saved.savedTitle', { name: preference.name }) })
      return null
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'VALIDATION_ERROR') {
        return (
          errorFor(error.fieldErrors, 'name') ??
          errorFor(error.fieldErrors, 'industries') ??
          error.message
        )
      }
      toast({
        title: t('matching.saved.failedTitle'),
        description: error instanceof ApiError ? error.message : t('matching.errors.tryAgain'),
        variant: 'destructive',
      })
      return t('matching.saved.failedTitle')
    }
  }

  async function load(preference: Preference) {
    setBusyId(preference.id)
    try {
      await onLoad(completeCriteria(await preferenceCriteria(preference)))
    } catch {
      // The API client already told the visitor (not found, session expired...).
    } finally {
      setBusyId(null)
    }
  }

  async function remove(preference: Preference) {
    try {
      await deletePreference(preference)
      setPreferences((current) => current.filter((one) => one.id !== preference.id))
      toast({ title: t('matching.saved.deletedTitle', { name: preference.name }) })
    } catch {
      // Notified by the API client.
    }
  }

  return { preferences, busyId, save, load, remove }
}
