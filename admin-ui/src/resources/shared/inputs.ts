import type { ComponentType } from 'react'
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  TextInput,
  TimeInput,
} from 'react-admin'
import type { SourceOf } from './fields'
import { TimezoneInput } from './TimezoneInput'

/** The props of an input, its `source` naming a field of R. */
type Sourced<P, R> = Omit<P, 'source'> & { source: SourceOf<R> }

type Bound<C, R> = C extends ComponentType<infer P> ? ComponentType<Sourced<P, R>> : never

const INPUTS = {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  TextInput,
  TimeInput,
  TimezoneInput,
}

type BoundInputs<R> = { [Name in keyof typeof INPUTS]: Bound<(typeof INPUTS)[Name], R> }

/**
 * The console's form inputs for records of type R (src/types.ts): react-admin's own, their
 * `source` checked against the record's fields, so a form whose field the server renamed
 * fails the typecheck instead of saving nothing. Nothing changes at run time.
 *
 *     const { TextInput, SelectInput } = inputsOf<UserRecord>()
 */
export function inputsOf<R>(): BoundInputs<R> {
  return INPUTS as unknown as BoundInputs<R>
}
