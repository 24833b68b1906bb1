import * as SelectPrimitive from '@radix-ui/react-select'
import { fieldEdgeClass } from '~/components/ui/field'
import { cn } from '~/lib/cn'
import { CheckIcon, ChevronDownIcon } from '~/components/ui/icons'

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
          <ChevronDownIcon />
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
                  <CheckIcon />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  )
}
