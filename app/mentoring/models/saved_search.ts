import { SavedSearchSchema } from '#database/schema'

/** A named set of matching criteria (stored as JSON text). */
export default class SavedSearch extends SavedSearchSchema {}
