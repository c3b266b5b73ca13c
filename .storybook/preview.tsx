import type { Decorator, Preview } from '@storybook/react-vite'
import '../packages/ui/src/styles.css'

// Every clients/<slug>/client.json is a toolbar entry, so a client made by create-league-site appears
// without editing this file; its colours and faces are in themes.css, which create-league-site rewrites.
const clientFiles = import.meta.glob<{ slug: string; title: string }>('../clients/*/client.json', {
  eager: true,
  import: 'default',
})
const clients = Object.values(clientFiles)
  .map((client) => ({ value: client.slug, title: client.title }))
  .sort((first, second) => first.value.localeCompare(second.value))

const locales = [
  { value: 'en', title: 'English' },
  { value: 'sr', title: 'Srpski' },
  { value: 'sl', title: 'Slovenščina' },
  { value: 'es', title: 'Español' },
  { value: 'fr', title: 'Français' },
  { value: 'ru', title: 'Русский' },
]

// The site sets data-theme and lang on <html>; so does the preview, because dialogs, selects and
// tooltips render in portals at the end of <body>, outside any story wrapper. The inner data-story-root
// element is what the ui package's screenshot tests compare (the story itself, not the whole viewport).
const withClientTheme: Decorator = (Story, context) => {
  const client = String(context.globals['client'] ?? 'aba')
  const locale = String(context.globals['locale'] ?? 'en')
  document.documentElement.dataset['theme'] = client
  document.documentElement.lang = locale
  return (
    <div data-theme={client} lang={locale} className="min-h-screen bg-surface p-4 font-sans text-on-surface">
      <div data-story-root className="flow-root">
        <Story />
      </div>
    </div>
  )
}

const preview: Preview = {
  decorators: [withClientTheme],
  globalTypes: {
    client: {
      description: 'Client league theme',
      toolbar: { title: 'Client', icon: 'paintbrush', items: clients, dynamicTitle: true },
    },
    locale: {
      description: 'Locale',
      toolbar: { title: 'Locale', icon: 'globe', items: locales, dynamicTitle: true },
    },
  },
  initialGlobals: { client: 'aba', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
}

export default preview
