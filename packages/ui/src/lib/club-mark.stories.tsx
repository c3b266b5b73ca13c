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

// A crest as an approved application leaves it (re-encoded PNG); here a small inline drawing of one.
const crest = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><path d="M4 4h32v14c0 10-8 16-16 19C12 34 4 28 4 18z" fill="#b91c1c"/><path d="M20 4v33" stroke="#fff" stroke-width="6"/></svg>',
)}`

export const WithCrest: Story = {
  args: { name: 'Vojvodina Novi Sad', crestUrl: crest },
  play: async ({ canvasElement }) => {
    const mark = within(canvasElement).getByRole('img', { name: 'Vojvodina Novi Sad' })
    await expect(mark.querySelector('image')).toHaveAttribute('href', crest)
    await expect(mark).toHaveTextContent('')
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
