import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { playByPlay22_6 } from '../../fixtures/game-22-6'
import { PlayByPlay } from './play-by-play'

const meta = {
  title: 'Basketball/PlayByPlay',
  component: PlayByPlay,
  tags: ['autodocs'],
  args: {
    events: playByPlay22_6,
    home: { name: 'Zadar', shortName: 'ZAD' },
    away: { name: 'SC Derby', shortName: 'SCD' },
    defaultPeriod: 1,
  },
} satisfies Meta<typeof PlayByPlay>

export default meta
type Story = StoryObj<typeof meta>

export const FirstQuarter: Story = {}

export const WholeGame: Story = { args: { defaultPeriod: 'all' } }

export const LatestFirst: Story = { args: { defaultPeriod: 4, order: 'latest-first' } }

export const NoMatchingEvents: Story = { args: { events: [] } }

export const FilterByTeam: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'SC Derby' }))
    const rows = canvas.getAllByRole('listitem')
    await expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      await expect(row).toHaveTextContent('SCD')
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Quarter 4' }))
    await expect(canvas.getByRole('heading', { name: 'Quarter 4' })).toBeInTheDocument()
    await expect(canvas.queryByRole('heading', { name: 'Quarter 1' })).toBeNull()
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-8 lg:grid-cols-2">
      <PlayByPlay {...args} order="chronological" />
      <PlayByPlay {...args} order="latest-first" />
    </div>
  ),
}
