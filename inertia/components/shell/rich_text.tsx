import { cn } from '~/lib/cn'

/**
 * Safe HTML the server made from the admin's Markdown (#core/services/markdown:
 * no HTML of the input survives), styled as readable text.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'text-base leading-7 text-slate-700',
        '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
        '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
        '[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900',
        '[&_p]:mt-4 [&_ul]:mt-4 [&_ol]:mt-4 [&_ul]:list-disc [&_ol]:list-decimal [&_li]:ml-6 [&_li]:mt-2',
        '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800',
        '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm [&_code]:text-slate-800',
        '[&_strong]:font-semibold [&_strong]:text-slate-900 [&>:first-child]:mt-0',
        className
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
