import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { abaSponsors } from '../../fixtures/site'
import { SponsorStrip } from './sponsor-strip'

const meta = {
  title: 'Basketball/SponsorStrip',
  component: SponsorStrip,
  tags: ['autodocs'],
  args: { sponsors: abaSponsors },
} satisfies Meta<typeof SponsorStrip>

export default meta
type Story = StoryObj<typeof meta>

export const Surface: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Morava Water/ })
    await expect(link).toHaveAttribute('rel', 'sponsored noopener')
  },
}
export const Brand: Story = { args: { tone: 'brand' } }
export const WithoutLinks: Story = { args: { sponsors: abaSponsors.map(({ href: _href, ...sponsor }) => sponsor) } }
export const SerbianCyrillic: Story = { args: { title: 'Спонзори', newTabLabel: '(отвара се у новој картици)' } }

export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} className="flex flex-col gap-2">
          <SponsorStrip {...args} size={size} tone="surface" title={`Sponsors ${size}`} />
          <SponsorStrip {...args} size={size} tone="brand" title={`Sponsors ${size}, brand`} />
        </div>
      ))}
    </div>
  ),
}
