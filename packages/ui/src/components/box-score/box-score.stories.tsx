import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { boxScore22_6Away, boxScore22_6Home } from '../../fixtures/game-22-6'
import { SortableDataTable } from '../data-table/sortable-data-table'
import { BoxScore } from './box-score'

const meta = {
  title: 'Basketball/BoxScore',
  component: BoxScore,
  tags: ['autodocs'],
  args: { team: boxScore22_6Home, side: 'home' },
} satisfies Meta<typeof BoxScore>

export default meta
type Story = StoryObj<typeof meta>

/** Zadar in 22_6 (96–67): two players on the sheet did not play. */
export const HomeTeam: Story = {}

export const AwayTeam: Story = { args: { team: boxScore22_6Away, side: 'away' } }

export const WithNotPlayingReason: Story = {
  args: {
    team: {
      ...boxScore22_6Home,
      players: boxScore22_6Home.players.map((player) =>
        player.stats === null ? { ...player, notPlayingReason: 'Coach’s decision' } : player,
      ),
    },
  },
}

export const SortByPoints: Story = {
  // Sorting is the SortableDataTable island, passed in where readers sort.
  args: { tableComponent: SortableDataTable },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'PTS' }))
    const [, body] = canvas.getAllByRole('rowgroup')
    const firstPlayer = within(body as HTMLElement).getAllByRole('rowheader')[0]
    await expect(firstPlayer).toHaveTextContent('Luka Božić')
  },
}

export const SerbianCyrillicLabels: Story = {
  args: {
    locale: 'sr',
    labels: {
      player: 'Играч',
      totals: 'Укупно',
      didNotPlay: 'Није играо',
      starter: 'стартер',
      MIN: 'Минути',
      PTS: 'Поени',
      REB: 'Скокови',
      AST: 'Асистенције',
    },
  },
}

export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      <BoxScore team={boxScore22_6Home} side="home" density="comfortable" />
      <BoxScore team={boxScore22_6Away} side="away" density="compact" />
    </div>
  ),
}
