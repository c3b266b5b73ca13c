import type { Meta, StoryObj } from '@storybook/react-vite'
import { gameRecords2022_23 } from '../../fixtures/season-2022-23'
import { RecordsTable } from './records-table'

const meta = {
  title: 'Basketball/RecordsTable',
  component: RecordsTable,
  tags: ['autodocs'],
  args: { records: gameRecords2022_23, labels: { caption: 'Single-game records, 2022-23' } },
} satisfies Meta<typeof RecordsTable>

export default meta
type Story = StoryObj<typeof meta>

/** Real season highs; ties list every holder (PIR 51 twice, 17 rebounds three times). */
export const SeasonHighs: Story = {}

export const TeamRecord: Story = {
  args: {
    records: [
      {
        id: 'team-points-22-205',
        stat: 'Points in a finals game',
        value: 96,
        teamName: 'Partizan Mozzart Bet',
        opponentName: 'Crvena zvezda Meridianbet',
        date: '2023-06-22',
        gameHref: '/en/games/22-205',
      },
    ],
  },
}

export const RussianLabels: Story = {
  args: {
    locale: 'ru',
    labels: {
      caption: 'Рекорды одного матча',
      stat: 'Показатель',
      value: 'Рекорд',
      player: 'Игрок',
      opponent: 'Соперник',
      date: 'Дата',
      game: 'Матч',
      viewGame: 'Протокол',
      versus: 'против {opponent}',
    },
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <RecordsTable {...args} density="comfortable" labels={{ caption: 'Comfortable density' }} />
      <RecordsTable {...args} density="compact" labels={{ caption: 'Compact density' }} />
    </div>
  ),
}
