import { walkEveryPage } from '#tests/helpers/accessibility_walk'

walkEveryPage('mentee')
