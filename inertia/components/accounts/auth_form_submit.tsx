import type { ReactNode } from 'react'
import { SubmitButton } from '~/components/ui/submit_button'

type Props = {
  processing: boolean
  children: ReactNode
  processingLabel: ReactNode
}

/** The auth form's one primary button, full width; busy (aria-disabled) while the request runs. */
export function AuthSubmitButton({ processing, children, processingLabel }: Props) {
  return (
    <SubmitButton
      busy={processing}
      busyLabel={processingLabel}
      spinnerSize="sm"
      className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
    >
      {children}
    </SubmitButton>
  )
}
