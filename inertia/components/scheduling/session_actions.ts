import { useState } from 'react'
import { toast } from '~/components/toast'
import { api, ApiError, type ApiAnswer } from '~/lib/api'
import { useT, type Translate } from '~/components/ui/use_t'

/** The session as its viewer sees it after an action: every action on a session answers it. */
export type SessionAnswer = ApiAnswer<'scheduling.api.sessions.show'>['session']

/** One action's silent JSON call (this module tells the user how it went). */
export type SessionCall = () => Promise<{ session: SessionAnswer }>

/** The actions a button does at once, named as their routes end. */
export type QuickAction = 'confirm' | 'confirmReschedule' | 'declineReschedule'

export function quickCall(action: QuickAction, id: number): SessionCall {
  return () => api(`scheduling.api.sessions.${action}`, { params: { id }, silent: true })
}

export type ActionResult =
  { ok: true; session: SessionAnswer | null } | { ok: false; error: ApiError | null }

type Texts = {
  /** Title of the success toast. */
  success: string
  successDescription?: string
  /** Title of the failure toast; it asks to try again. */
  failure: string
}

/**
 * One action on a session through the API client, with the spec's success
 * and failure toasts. The failure toast's title asks to try again; the
 * server's reason (e.g. the 24-hour cancel rule) is its description.
 */
export async function sessionAction(
  t: Translate,
  call: SessionCall,
  texts: Texts
): Promise<ActionResult> {
  try {
    const result = await call()
    toast({ title: texts.success, description: texts.successDescription })
    return { ok: true, session: result?.session ?? null }
  } catch (failure) {
    const error = failure instanceof ApiError ? failure : null
    // An expired session already shows its own notice and leaves the page.
    if (error?.errorCode !== 'SESSION_EXPIRED') {
      const reason =
        error && error.status > 0 && error.errorCode !== 'UNKNOWN_ERROR' ? error.message : null
      toast({
        title: texts.failure,
        description: reason && reason !== texts.failure ? reason : t('my_sessions.toasts.tryAgain'),
        variant: 'destructive',
      })
    }
    return { ok: false, error }
  }
}

/** A dialog's session action, busy while it runs (the dialog then cannot be closed). */
export function useSessionAction() {
  const t = useT()
  const [busy, setBusy] = useState(false)
  async function run(call: SessionCall, texts: Texts) {
    setBusy(true)
    const result = await sessionAction(t, call, texts)
    setBusy(false)
    return result
  }
  return { busy, run }
}
