import db from '@adonisjs/lucid/services/db'
import { searchFilter, type ResourceDefinition } from '#core/services/admin_resources'
import SkillTransformer, {
  consoleSkillSchema,
} from '#mentoring/transformers/console/skill_transformer'

/*
| Skills, mentoring's resource of the admin console, read-only: the choices
| of the mentor form's select (react-admin's reference inputs read them with
| getMany and lists).
*/

export const skills: ResourceDefinition = {
  name: 'skills',
  schema: consoleSkillSchema,
  transformer: SkillTransformer,
  query: () => db.from('skills').select('id', 'name', 'name_it', 'slug', 'created_at'),
  idColumn: 'id',
  sortColumns: { id: 'id', name: 'name', nameIt: 'name_it' },
  defaultSort: ['name', 'ASC'],
  filters: { q: searchFilter('name', 'name_it') },
}
