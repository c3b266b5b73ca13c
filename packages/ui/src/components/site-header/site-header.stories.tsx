import type { Meta, StoryObj } from '@storybook/react-vite'
import type * as React from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { abaLogoUrl, mainNavigation, mainNavigationRussian } from '../../fixtures/site'
import { LanguageSwitcher } from '../language-switcher/language-switcher'
import { SiteHeader } from './site-header'

const languageSwitcher = (
  <select
    aria-label="Language"
    defaultValue="en"
    className="rounded-sm border border-input bg-surface-raised px-2 py-1 text-sm text-on-surface"
  >
    <option value="en">English</option>
    <option value="sr">Srpski</option>
    <option value="ru">Русский</option>
  </select>
)

const meta = {
  title: 'Basketball/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs'],
  args: { title: 'ABA League', logoUrl: abaLogoUrl, items: mainNavigation, languageSwitcher },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Brand: Story = {}
/** On the surface tone, with the kit's LanguageSwitcher (links named in their own language) in the slot. */
export const SurfaceWithLanguageLinks: Story = {
  args: {
    tone: 'surface',
    languageSwitcher: (
      <LanguageSwitcher
        locales={['en', 'sr', 'ru']}
        current="en"
        hrefFor={(locale) => `/${locale}/seasons/2022-23/leagues/aba-league/standings`}
      />
    ),
  },
}
// The header lays out by its own width (container queries), so a narrow frame shows the phone menu anywhere.
const phoneWidth = (Story: () => React.ReactNode) => (
  <div className="max-w-sm">
    <Story />
  </div>
)

export const MenuOpen: Story = { args: { defaultMenuOpen: true }, decorators: [phoneWidth] }
export const LongCyrillic: Story = {
  args: {
    title: 'Адриатическая баскетбольная лига',
    items: mainNavigationRussian,
    labels: { mainNavigation: 'Главное меню', openMenu: 'Меню' },
  },
}

export const OpenAndCloseMenu: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('link', { name: 'Standings' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toHaveFocus()
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      {/* Each variant in its own named section: a page has one banner or footer landmark, a matrix shows several. */}
      <section aria-label="Brand tone">
        <SiteHeader {...args} tone="brand" />
      </section>
      <section aria-label="Surface tone">
        <SiteHeader {...args} tone="surface" labels={{ mainNavigation: 'Main navigation, surface' }} />
      </section>
      <section aria-label="Phone width" className="max-w-sm">
        <SiteHeader {...args} tone="brand" labels={{ mainNavigation: 'Main navigation, phone' }} />
      </section>
    </div>
  ),
}
