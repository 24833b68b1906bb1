import { useCallback, useState } from 'react'
import { HttpError, useNotify, useRefresh } from 'react-admin'
import { API_ADMIN, postJson } from '../../httpClient'

/** An error answered by the admin API (`{ message, errorCode, errors }`), or a network failure. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {}
  ) {
    super(message)
    this.name = 'AdminApiError'
  }

  /** The first field message, else the general one: what a dialog or a notice shows. */
  get detail() {
    return Object.values(this.errors)[0] ?? this.message
  }

  static from(caught: unknown) {
    if (caught instanceof AdminApiError) return caught
    if (caught instanceof HttpError) {
      const errors = (caught.body as { errors?: Record<string, string> } | undefined)?.errors
      return new AdminApiError(caught.message, caught.status, errors ?? {})
    }
    return new AdminApiError(caught instanceof Error ? caught.message : String(caught), 0)
  }
}

/**
 * POST /api/admin/<path> (e.g. `users/12/suspend`): the shell's HTTP client sends the
 * session cookie and the CSRF header. Answers the JSON (the updated record).
 */
export async function postAdminAction<T = unknown>(
  path: string,
  body: Record<string, unknown> = {}
): Promise<T> {
  try {
    return await postJson<T>(`${API_ADMIN}/${path.replace(/^\//, '')}`, body)
  } catch (caught) {
    throw AdminApiError.from(caught)
  }
}

export type ActionOutcome<T> = { ok: true; data: T } | { ok: false; error: AdminApiError }

type RunOptions = {
  /** Translation key of the success notice. */
  success: string
  /** Values for the success notice (e.g. `{ name }`). */
  successOptions?: Record<string, unknown>
  /** Dialogs show the error themselves; buttons let the notice show it. */
  notifyError?: boolean
}

/**
 * Runs an admin action: notifies the outcome and refreshes the views, so the record
 * and the lists show the action's effect.
 */
export function useAdminAction() {
  const notify = useNotify()
  const refresh = useRefresh()
  const [isPending, setPending] = useState(false)

  const run = useCallback(
    async <T = unknown>(
      path: string,
      body: Record<string, unknown>,
      options: RunOptions
    ): Promise<ActionOutcome<T>> => {
      setPending(true)
      try {
        const data = await postAdminAction<T>(path, body)
        notify(options.success, { type: 'success', messageArgs: options.successOptions })
        refresh()
        return { ok: true, data }
      } catch (caught) {
        const error = AdminApiError.from(caught)
        if (options.notifyError !== false) notify(error.detail, { type: 'error' })
        return { ok: false, error }
      } finally {
        setPending(false)
      }
    },
    [notify, refresh]
  )

  return { run, isPending }
}
