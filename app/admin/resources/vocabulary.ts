import db from '@adonisjs/lucid/services/db'
import { searchFilter, equalsFilter, type ResourceDefinition } from '#core/services/admin_resources'
import IndustryTransformer, {
  consoleIndustrySchema,
} from '#admin/transformers/industry_transformer'

/*
| Industries (core's vocabulary), read-only: the choices of the mentor
| form's select (react-admin's reference inputs read them with getMany and
| lists).
*/

export const industries: ResourceDefinition = {
  name: 'industries',
  schema: consoleIndustrySchema,
  transformer: IndustryTransformer,
  query: () =>
    db.from('industries').select('id', 'name', 'name_it', 'slug', 'sector', 'created_at'),
  idColumn: 'id',
  sortColumns: { id: 'id', name: 'name', nameIt: 'name_it', sector: 'sector' },
  defaultSort: ['name', 'ASC'],
  filters: { q: searchFilter('name', 'name_it'), sector: equalsFilter('sector') },
}
