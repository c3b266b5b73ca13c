import type { Meta, StoryObj } from '@storybook/react-vite'
import { abaSponsors, footerNavigation } from '../../fixtures/site'
import { SponsorStrip } from '../sponsor-strip/sponsor-strip'
import { SiteFooter } from './site-footer'

const meta = {
  title: 'Basketball/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  args: {
    items: footerNavigation,
    copyright: '© 2026 ABA League. Statistics: aba-liga.com.',
    sponsors: <SponsorStrip sponsors={abaSponsors} tone="brand" size="sm" />,
  },
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

export const Brand: Story = {}
export const Surface: Story = { args: { tone: 'surface', sponsors: <SponsorStrip sponsors={abaSponsors} size="sm" /> } }
export const WithoutSponsors: Story = { args: { sponsors: undefined } }
export const Russian: Story = {
  args: {
    items: [
      { label: 'Документы лиги', href: '/ru/documents' },
      { label: 'Связаться с нами', href: '/ru/contact' },
      { label: 'Политика конфиденциальности', href: '/ru/privacy' },
    ],
    copyright: '© 2026 АБА-лига. Статистика: aba-liga.com.',
    labels: { footerNavigation: 'Навигация в подвале' },
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      {/* Each variant in its own named section: a page has one banner or footer landmark, a matrix shows several. */}
      <section aria-label="Brand tone">
        <SiteFooter {...args} tone="brand" />
      </section>
      <section aria-label="Surface tone">
        <SiteFooter
          {...args}
          tone="surface"
          sponsors={<SponsorStrip sponsors={abaSponsors} size="sm" title="Partners" />}
          labels={{ footerNavigation: 'Footer navigation, surface' }}
        />
      </section>
    </div>
  ),
}
