import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { playoff2022_23 } from '../../fixtures/season-2022-23'
import { Bracket, type BracketRound } from './bracket'

const meta = {
  title: 'Basketball/Bracket',
  component: Bracket,
  tags: ['autodocs'],
  args: { rounds: playoff2022_23 },
} satisfies Meta<typeof Bracket>

export default meta
type Story = StoryObj<typeof meta>

/** The real 2022-23 play-offs: Partizan beat Crvena zvezda 3–2 in the finals. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Final' })).toBeInTheDocument()
    await expect(canvas.getAllByText('Series winner')).toHaveLength(7)
  },
}

// The state after the quarterfinals' first games: the later rounds not yet drawn.
const firstGamesOnly: BracketRound[] = [
  {
    ...playoff2022_23[0]!,
    series: playoff2022_23[0]!.series.map((series) => {
      const games = series.games.slice(0, 1)
      const first = games[0]
      const winnerShortName =
        first && first.homeScore !== null && first.awayScore !== null
          ? first.homeScore > first.awayScore
            ? first.homeShortName
            : first.awayShortName
          : null
      return {
        ...series,
        games,
        teams: series.teams.map((team) => ({
          ...team,
          wins: team.shortName === winnerShortName ? 1 : 0,
          winner: false,
        })) as typeof series.teams,
      }
    }),
  },
]

export const InProgress: Story = { args: { rounds: firstGamesOnly } }

export const SerbianCyrillic: Story = {
  args: {
    locale: 'sr',
    rounds: playoff2022_23.map((round) => ({
      ...round,
      name: { quarterfinal: 'Четвртфинале', semifinal: 'Полуфинале', final: 'Финале' }[round.id] ?? round.name,
    })),
    labels: {
      bestOf: 'Серија до {count}',
      seed: 'Носилац {seed}',
      wins: '{count} победе',
      winner: 'Победник серије',
      game: 'Утакмица {number}',
      games: 'Утакмице',
    },
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <Bracket {...args} density="comfortable" />
      <Bracket {...args} density="compact" />
    </div>
  ),
}
