import type { Meta, StoryObj } from '@storybook/react-vite'
import { assistsLeaders2022_23, pointsLeaders2022_23 } from '../../fixtures/season-2022-23'
import { LeadersList } from './leaders-list'

const meta = {
  title: 'Basketball/LeadersList',
  component: LeadersList,
  tags: ['autodocs'],
  args: {
    entries: pointsLeaders2022_23,
    title: 'Points per game, 2022-23',
    statLabel: 'PTS',
    statDescription: 'Points per game',
    limit: 5,
  },
} satisfies Meta<typeof LeadersList>

export default meta
type Story = StoryObj<typeof meta>

export const TopFive: Story = {}

/** Facundo Campazzo and Borna Kapusta share second place at 6.7 assists. */
export const SharedRanks: Story = {
  args: {
    entries: assistsLeaders2022_23,
    title: 'Assists per game, 2022-23',
    statLabel: 'AST',
    statDescription: 'Assists per game',
    limit: 10,
  },
}

export const WithoutPhotos: Story = { args: { showPhotos: false } }

export const Empty: Story = { args: { entries: [] } }

export const SerbianCyrillic: Story = {
  args: {
    locale: 'sr',
    title: 'Поени по утакмици, 2022/23',
    statLabel: 'ПОЕ',
    statDescription: 'Поени по утакмици',
    labels: { player: 'Играч', team: 'Тим' },
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-8 lg:grid-cols-2">
      <LeadersList {...args} density="comfortable" />
      <LeadersList
        {...args}
        density="compact"
        entries={assistsLeaders2022_23}
        statLabel="AST"
        title="Assists per game, 2022-23"
      />
    </div>
  ),
}
