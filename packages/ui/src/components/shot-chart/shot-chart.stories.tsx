import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { shots22_6 } from '../../fixtures/game-22-6'
import { ShotChart } from './shot-chart'

const meta = {
  title: 'Basketball/ShotChart',
  component: ShotChart,
  tags: ['autodocs'],
  args: {
    shots: shots22_6,
    home: { name: 'Zadar', shortName: 'ZAD' },
    away: { name: 'SC Derby', shortName: 'SCD' },
  },
} satisfies Meta<typeof ShotChart>

export default meta
type Story = StoryObj<typeof meta>

export const BothTeams: Story = {}

export const HomeTeam: Story = { args: { defaultTeam: 'home' } }

/** Luka Božić (player 2881): 10 of 17 field goals in 22_6. */
export const OnePlayer: Story = { args: { defaultTeam: 'home', defaultPlayer: '2881' } }

export const NoShots: Story = { args: { shots: [] } }

export const FilterByTeamThenPlayer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'SC Derby' }))
    await expect(canvas.getByRole('button', { name: 'SC Derby' })).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.queryByRole('option', { name: 'Luka Božić' })).toBeNull()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Player' }), 'Fletcher Magee')
    await expect(canvas.getByRole('img', { name: /Shot chart: 5 of 10 shots made/ })).toBeInTheDocument()
  },
}

export const RussianLabels: Story = {
  args: {
    locale: 'ru',
    labels: {
      chart: 'Карта бросков',
      chartSummary: 'Попаданий: {made} из {attempted}',
      team: 'Команда',
      allTeams: 'Обе команды',
      player: 'Игрок',
      allPlayers: 'Все игроки',
      made: 'Попадание',
      missed: 'Промах',
      zone: 'Зона',
      madeAttempted: 'Попадания / броски',
      paint: 'Трёхсекундная зона',
      'mid-range': 'Средняя дистанция',
      'corner-three': 'Трёхочковый из угла',
      'above-the-break-three': 'Трёхочковый с дуги',
    },
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-8 lg:grid-cols-2">
      <ShotChart {...args} density="comfortable" defaultTeam="home" />
      <ShotChart {...args} density="compact" defaultTeam="away" />
    </div>
  ),
}
