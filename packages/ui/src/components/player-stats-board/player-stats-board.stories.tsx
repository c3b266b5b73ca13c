import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { boxScore22_6Away, boxScore22_6Home } from '../../fixtures/game-22-6'
import type { BoxScoreTeam } from '../box-score/box-score'
import { PlayerStatsBoard, type PlayerStatsBoardTeam } from './player-stats-board'

/** The five starters of a side in 22_6 with their final points, fouls and PIR. */
function startersOf(team: BoxScoreTeam): PlayerStatsBoardTeam {
  return {
    name: team.name,
    shortName: team.shortName,
    players: team.players.flatMap(({ starter, stats, ...player }) =>
      starter && stats
        ? [
            {
              id: player.id,
              name: player.name,
              ...(player.jersey ? { number: player.jersey } : {}),
              points: stats.points,
              fouls: stats.foulsCommitted,
              pir: stats.pir,
              fouledOut: stats.foulsCommitted >= 5,
            },
          ]
        : [],
    ),
  }
}

const meta = {
  title: 'Screens/PlayerStatsBoard',
  component: PlayerStatsBoard,
  tags: ['autodocs'],
  args: { teams: [startersOf(boxScore22_6Home), startersOf(boxScore22_6Away)] },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof PlayerStatsBoard>

export default meta
type Story = StoryObj<typeof meta>

export const OnCourt: Story = {
  play: async ({ canvasElement }) => {
    const zadar = within(canvasElement).getByRole('table', { name: 'Zadar' })
    await expect(within(zadar).getByRole('rowheader', { name: 'Luka Božić' })).toBeVisible()
  },
}

export const RotatingPages: Story = { args: { page: 2, pageCount: 3, teams: [startersOf(boxScore22_6Away)] } }

export const Portrait: Story = { args: { layout: 'portrait' } }

export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <PlayerStatsBoard {...args} layout="landscape" />
      <PlayerStatsBoard {...args} layout="portrait" page={1} pageCount={2} />
    </div>
  ),
}
