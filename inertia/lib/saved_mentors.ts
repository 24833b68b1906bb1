import { useEffect, useSyncExternalStore } from 'react'
import { usePage } from '@inertiajs/react'
import { api } from '~/lib/api'

/**
 * The signed-in STUDENT's saved mentors, shared by every heart on the page.
 * Each page brings the server's list (`savedMentorIds`, loaded with the
 * session); a toggle updates the hearts at once and is undone if the call fails.
 */

type Store = { source: number[] | null | undefined; saved: Set<number> }

let store: Store = { source: undefined, saved: new Set() }
const listeners = new Set<() => void>()

function publish(next: Store) {
  store = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const getStore = () => store

/** The saved mentor ids; null when the viewer keeps no saved mentors. */
export function useSavedMentors() {
  const fromServer = usePage().props.savedMentorIds as number[] | null | undefined
  const current = useSyncExternalStore(subscribe, getStore, getStore)
  useEffect(() => {
    if (store.source !== fromServer)
      publish({ source: fromServer, saved: new Set(fromServer ?? []) })
  }, [fromServer])
  if (!fromServer) return null
  // Until the effect adopts a new page's list, that list is the truth (server render too).
  return current.source === fromServer ? current.saved : new Set(fromServer)
}

/** Saves or unsaves; resolves to whether the mentor is now saved. Throws on failure. */
export async function toggleSavedMentor(mentorId: number) {
  const wasSaved = store.saved.has(mentorId)
  const optimistic = new Set(store.saved)
  if (wasSaved) optimistic.delete(mentorId)
  else optimistic.add(mentorId)
  publish({ ...store, saved: optimistic })
  try {
    const route = wasSaved ? 'mentoring.api.saved.destroy' : 'mentoring.api.saved.store'
    const { data } = await api(route, { params: { mentorId }, silent: true })
    publish({ ...store, saved: new Set(data) })
    return !wasSaved
  } catch (error) {
    const reverted = new Set(store.saved)
    if (wasSaved) reverted.add(mentorId)
    else reverted.delete(mentorId)
    publish({ ...store, saved: reverted })
    throw error
  }
}
