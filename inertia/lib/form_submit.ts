import type { UseFormSubmitOptions } from '@inertiajs/core'
import { API_CLIENT } from '#business/app'
import { sessionExpired } from '~/lib/api'

/** The key Shield flashes when it refuses a form's CSRF token. */
const TOKEN_REFUSED = 'E_BAD_CSRF_TOKEN'

type SubmittingForm = {
  submit: (
    method: 'post' | 'put' | 'patch' | 'delete',
    url: string,
    options?: UseFormSubmitOptions
  ) => void
  clearErrors: (...fields: never[]) => void
}

/**
 * The form helper of spec section 7: submits an Inertia form and, when the
 * server refuses it for an expired token (the refusal comes back with a fresh
 * one), sends it once more after 500 ms. Refused again, the session is over
 * and the user goes where the JSON client sends them (spec section 8). The
 * caller's `onFinish` runs once, after the last attempt, so it never clears
 * fields the retry still needs.
 */
export function submitForm(
  form: SubmittingForm,
  method: 'post' | 'put' | 'patch' | 'delete',
  url: string,
  options: UseFormSubmitOptions = {}
) {
  let retried = false
  let retryPending = false
  const attempt = () =>
    form.submit(method, url, {
      ...options,
      onError: (errors) => {
        if (!(TOKEN_REFUSED in errors)) return options.onError?.(errors)
        form.clearErrors()
        if (retried) return sessionExpired()
        retried = true
        retryPending = true
      },
      onFinish: (visit) => {
        if (retryPending) {
          retryPending = false
          setTimeout(attempt, API_CLIENT.retryDelayMs)
          return
        }
        return options.onFinish?.(visit)
      },
    })
  attempt()
}
