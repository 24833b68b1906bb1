import * as SelectPrimitive from '@radix-ui/react-select'
import { fieldEdgeClass } from '~/components/ui/field'
import { cn } from '~/lib/cn'

type Props<Value extends string> = {
  id: string
  value: Value
  options: readonly { value: Value; label: string }[]
  onValueChange: (value: Value) => void
  disabled?: boolean
  className?: string
}

/**
 * A select whose choice applies when it is made (Enter, a click), never while
 * the arrow keys move through the options (WCAG 3.2.2): a native select fires
 * its change on every arrow key. Radix's select, named by a `<label htmlFor>`.
 */
export function Select<Value extends string>({
  id,
  value,
  options,
  onValueChange,
  disabled,
  className,
}: Props<Value>) {
  return (
    <SelectPrimitive.Root
      value={value}
      onValueChange={(next) => onValueChange(next as Value)}
      disabled={disabled}
    >
      <SelectPrimitive.Trigger
        id={id}
        className={cn(
          'inline-flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm disabled:opacity-60',
          fieldEdgeClass,
          className
        )}
      >
        <SelectPrimitive.Value />
        <SelectPrimitive.Icon>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 text-slate-500">
            <path
              fillRule="evenodd"
              d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
              clipRule="evenodd"
            />
          </svg>
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-slate-500 bg-white shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-slate-900 outline-none select-none data-[highlighted]:bg-brand-700 data-[highlighted]:text-white data-[state=checked]:font-semibold"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator>
                  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                    <path
                      fillRule="evenodd"
                      d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                      clipRule="evenodd"
                    />
                  </svg>
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  )
}
