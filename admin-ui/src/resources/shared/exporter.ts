import { defaultExporter, type Exporter } from 'react-admin'
import { spreadsheetSafe } from './spreadsheet_safe'

/**
 * The console's CSV export: react-admin's own (jsonexport, then a download
 * named after the resource) on records whose text cannot run as a formula
 * in the spreadsheet that opens the file.
 */
export const csvExporter: Exporter = (records, fetchRelatedRecords, dataProvider, resource) =>
  defaultExporter(spreadsheetSafe(records), fetchRelatedRecords, dataProvider, resource)
