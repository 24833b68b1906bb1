import type { ReactNode } from 'react'
import { Spinner } from '~/components/loading/spinner'

type Props = {
  processing: boolean
  children: ReactNode
  processingLabel: ReactNode
}

/** The form's one primary button; busy while the request runs. */
export function SubmitButton({ processing, children, processingLabel }: Props) {
  return (
    <button
      type="submit"
      disabled={processing}
      aria-disabled={processing}
      className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70"
    >
      {processing ? <Spinner size="sm" /> : null}
      {processing ? processingLabel : children}
    </button>
  )
}
