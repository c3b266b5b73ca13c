import type { Meta, StoryObj } from '@storybook/react-vite'
import { crvenaZvezdaCyrillic, zadarClub } from '../../fixtures/games'
import { ClubHeader } from './club-header'

const meta = {
  title: 'Basketball/ClubHeader',
  component: ClubHeader,
  tags: ['autodocs'],
  args: zadarClub,
} satisfies Meta<typeof ClubHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Brand: Story = {}
export const Surface: Story = { args: { tone: 'surface' } }
export const SerbianCyrillic: Story = { args: { ...crvenaZvezdaCyrillic, locale: 'sr' } }
export const NameOnly: Story = { args: { details: [], stats: [] } }

export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      {/* Each variant in its own named section: a page has one banner or footer landmark, a matrix shows several. */}
      <section aria-label="Brand tone">
        <ClubHeader {...args} tone="brand" headingLevel={2} />
      </section>
      <section aria-label="Surface tone">
        <ClubHeader {...crvenaZvezdaCyrillic} tone="surface" headingLevel={2} locale="sr" />
      </section>
    </div>
  ),
}
