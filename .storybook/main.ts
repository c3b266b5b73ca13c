import type { StorybookConfig } from '@storybook/react-vite'
import {
  packageDirectory,
  requireFromUi,
  resolveStorybookImportsFromUi,
  uiPackageDirectory,
} from './resolve-from-ui.ts'

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx'],
  // The faces the tokens build copies from @fontsource-variable, at the URL its fonts.css names (as the site).
  staticDirs: [{ from: '../packages/tokens/dist/fonts', to: '/fonts' }],
  addons: [
    packageDirectory('@storybook/addon-a11y'),
    packageDirectory('@storybook/addon-docs'),
    packageDirectory('@storybook/addon-vitest'),
  ],
  framework: { name: packageDirectory('@storybook/react-vite'), options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const tailwindEntry = requireFromUi.resolve('@tailwindcss/vite')
    const { default: tailwindcss } = (await import(tailwindEntry)) as typeof import('@tailwindcss/vite')
    // Storybook makes the repository root Vite's root; dependencies live with the ui package, and
    // Vite resolves pre-bundled dependencies and setup files from its root.
    viteConfig.root = uiPackageDirectory
    viteConfig.plugins = [...(viteConfig.plugins ?? []), resolveStorybookImportsFromUi(), tailwindcss()]
    return viteConfig
  },
}

export default config
