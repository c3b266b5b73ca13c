import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { LanguageSwitcher, type Locale } from './language-switcher'

const all: Locale[] = ['en', 'sr', 'sl', 'es', 'fr', 'ru']

const meta = {
  title: 'Primitives/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  args: { locales: all, current: 'en', hrefFor: (locale: Locale) => `#${locale}` },
} satisfies Meta<typeof LanguageSwitcher>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {}
export const Russian: Story = { args: { current: 'ru', label: 'Язык' } }
export const LigaSur: Story = { args: { locales: ['es', 'en', 'fr'], current: 'es', label: 'Idioma' } }

/** Codes only, as in a compact header; the language's own name is the link's name and tooltip. */
export const Codes: Story = {
  args: { display: 'code', current: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Srpski' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'Русский' })).toHaveAttribute('title', 'Русский')
  },
}

export const KeyboardReachable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page')
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Srpski' })).toHaveFocus()
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-6 sm:grid-cols-2">
      {(['inline', 'stacked'] as const).flatMap((layout) =>
        (['name', 'code'] as const).map((display) => (
          <LanguageSwitcher
            key={`${layout}-${display}`}
            {...args}
            label={`Language, ${layout}, ${display}`}
            layout={layout}
            display={display}
            current="sl"
          />
        )),
      )}
    </div>
  ),
}
