import { createElement, type ComponentType, type ReactNode } from 'react'
import {
  ArrayField,
  BooleanField,
  EmailField,
  FunctionField,
  NumberField,
  ReferenceField,
  TextField,
  UrlField,
  type DataTableColumnProps,
  type DataTableNumberColumnProps,
  type DataTableProps,
} from 'react-admin'
import { DataTable } from './DataTable'
import { DateOnlyField, DateTimeField } from './DateTimeField'
import { JsonField } from './JsonField'
import { LongTextField } from './LongTextField'
import { MoneyField } from './MoneyField'
import { UserReferenceField } from './UserReferenceField'
import * as enumFields from './enumFields'

/** A field of the record R, by name. */
export type SourceOf<R> = Extract<keyof R, string>

/** The props of a field, its `source` naming a field of R (optional where it was). */
type Sourced<P, R> = Omit<P, 'source'> &
  (P extends { source: string } ? { source: SourceOf<R> } : { source?: SourceOf<R> })

type Bound<C, R> = C extends ComponentType<infer P> ? ComponentType<Sourced<P, R>> : never

type Column<R extends Record<string, any>> = ComponentType<Sourced<DataTableColumnProps<R>, R>>
type BoundDataTable<R extends Record<string, any>> = ((props: DataTableProps<any>) => ReactNode) & {
  Col: Column<R>
  NumberCol: ComponentType<Sourced<DataTableNumberColumnProps<R>, R>>
}

/** What a field shows for a value the record does not have (a date not yet reached, no link...). */
export const NO_VALUE = '—'

/** The field, showing NO_VALUE where the record has no value unless told otherwise. */
function showingNoValue<P extends { emptyText?: string }>(Field: ComponentType<P>) {
  const Bound = (props: P) => createElement(Field, { emptyText: NO_VALUE, ...props })
  Bound.displayName = Field.displayName ?? Field.name
  return Bound
}

const FIELDS = {
  ArrayField,
  BooleanField: showingNoValue(BooleanField),
  DateOnlyField: showingNoValue(DateOnlyField),
  DateTimeField: showingNoValue(DateTimeField),
  EmailField: showingNoValue(EmailField),
  JsonField,
  LongTextField: showingNoValue(LongTextField),
  MoneyField,
  NumberField: showingNoValue(NumberField),
  ReferenceField: showingNoValue(ReferenceField),
  TextField: showingNoValue(TextField),
  UrlField: showingNoValue(UrlField),
  UserReferenceField: showingNoValue(UserReferenceField),
  ...enumFields,
}

type BoundFields<R extends Record<string, any>> = {
  [Name in keyof typeof FIELDS]: Bound<(typeof FIELDS)[Name], R>
} & {
  DataTable: BoundDataTable<R>
  /** DataTable.Col, for the columns of an embedded list (RelatedRecords). */
  Col: Column<R>
  FunctionField: typeof FunctionField<R>
}

/**
 * The console's fields for records of type R (src/types.ts, the server's transformers'
 * types): the same components, their `source` checked against the fields the record has.
 * react-admin's own accept any string there, so a field the server stopped sending would
 * only show empty; through these, it fails the typecheck. A missing value shows NO_VALUE,
 * the same in every list and record.
 *
 *     const { DataTable, TextField, DateTimeField } = fieldsOf<UserRecord>()
 */
export function fieldsOf<R extends Record<string, any>>(): BoundFields<R> {
  return { ...FIELDS, DataTable, Col: DataTable.Col, FunctionField } as unknown as BoundFields<R>
}
