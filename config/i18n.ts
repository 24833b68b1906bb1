import app from '@adonisjs/core/services/app'
import { defineConfig, loaders } from '@adonisjs/i18n'
import { CompiledIcuFormatter } from '#core/services/icu_formatter'

const i18nConfig = defineConfig({
  defaultLocale: 'en',
  // ICU, each message compiled once (see CompiledIcuFormatter).
  formatter: () => new CompiledIcuFormatter(),

  loaders: [
    /**
     * The fs loader will read translations from the
     * "resources/lang" directory.
     *
     * Each subdirectory represents a locale. For example:
     *   - "resources/lang/en"
     *   - "resources/lang/fr"
     *   - "resources/lang/it"
     */
    loaders.fs({
      location: app.languageFilesPath(),
    }),
  ],
})

export default i18nConfig
