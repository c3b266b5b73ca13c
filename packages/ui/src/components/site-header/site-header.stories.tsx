import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { abaLogoUrl, mainNavigation, mainNavigationRussian } from '../../fixtures/site'
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
export const Surface: Story = { args: { tone: 'surface' } }
export const MenuOpen: Story = { args: { defaultMenuOpen: true }, globals: { viewport: { value: 'mobile1' } } }
export const LongCyrillic: Story = {
  args: {
    title: 'Адриатическая баскетбольная лига',
    items: mainNavigationRussian,
    labels: { mainNavigation: 'Главное меню', openMenu: 'Меню' },
  },
}

export const OpenAndCloseMenu: Story = {
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
      <SiteHeader {...args} tone="brand" />
      <SiteHeader {...args} tone="surface" />
    </div>
  ),
}
