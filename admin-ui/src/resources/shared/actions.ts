import { useCallback, useState } from 'react'
import { useNotify, useRefresh } from 'react-admin'

/** Base of the admin REST API (same origin as the console). */
export const ADMIN_API = '/api/admin'

/** An error answered by the admin API: `{ message, errorCode, errors }`. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string[]> = {}
  ) {
    super(message)
    this.name = 'AdminApiError'
  }

  /** The first field message, else the general one: what a dialog shows. */
  get detail() {
    const first = Object.values(this.errors).flat()[0]
    return first ?? this.message
  }
}

/** Shield's CSRF token: the XSRF-TOKEN cookie, URI-decoded, sent back as X-XSRF-TOKEN. */
export function xsrfToken(): string | undefined {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='))
  return cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : undefined
}

async function errorOf(response: Response): Promise<AdminApiError> {
  let body: { message?: string; errors?: unknown } = {}
  try {
    body = await response.json()
  } catch {
    // Not JSON (a proxy page, an empty body): the status text says enough.
  }
  return new AdminApiError(
    body.message || response.statusText || `HTTP ${response.status}`,
    response.status,
    normaliseErrors(body.errors)
  )
}

/** The API answers errors as `{field: [msg]}`; VineJS-style arrays are accepted too. */
function normaliseErrors(errors: unknown): Record<string, string[]> {
  if (Array.isArray(errors)) {
    const out: Record<string, string[]> = {}
    for (const item of errors as Array<{ field?: string; message?: string }>) {
      if (!item?.message) continue
      const field = item.field ?? 'general'
      ;(out[field] ??= []).push(item.message)
    }
    return out
  }
  if (errors && typeof errors === 'object') {
    const out: Record<string, string[]> = {}
    for (const [field, messages] of Object.entries(errors)) {
      out[field] = Array.isArray(messages) ? messages.map(String) : [String(messages)]
    }
    return out
  }
  return {}
}

/** POST /api/admin/<path> with the session cookie and the CSRF header; answers the parsed JSON. */
export async function postAdminAction<T = unknown>(
  path: string,
  body: Record<string, unknown> = {}
): Promise<T> {
  const token = xsrfToken()
  const response = await fetch(`${ADMIN_API}/${path.replace(/^\//, '')}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Accept': 'application/json',
      'Content-Type': 'application/json',
      ...(token ? { 'X-XSRF-TOKEN': token } : {}),
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw await errorOf(response)
  return (await response.json()) as T
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
        const error =
          caught instanceof AdminApiError
            ? caught
            : new AdminApiError(caught instanceof Error ? caught.message : String(caught), 0)
        if (options.notifyError !== false) {
          notify(error.detail, { type: 'error' })
        }
        return { ok: false, error }
      } finally {
        setPending(false)
      }
    },
    [notify, refresh]
  )

  return { run, isPending }
}
