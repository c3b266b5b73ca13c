import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ClubMark } from './club-mark'

const clubs = [
  'Crvena zvezda Meridianbet',
  'Partizan Mozzart Bet',
  'FMP Soccerbet',
  'Budućnost VOLI',
  'Zadar',
  'Cedevita Olimpija',
]

const meta = {
  title: 'Primitives/ClubMark',
  component: ClubMark,
  tags: ['autodocs'],
  args: { name: 'Cedevita Olimpija' },
} satisfies Meta<typeof ClubMark>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Cedevita Olimpija' })).toHaveTextContent('CO')
  },
}

export const Matrix: Story = {
  render: () => (
    <ul className="flex flex-wrap gap-4">
      {clubs.map((name) => (
        <li key={name} className="flex items-center gap-2">
          <ClubMark name={name} decorative />
          {name}
        </li>
      ))}
    </ul>
  ),
}
