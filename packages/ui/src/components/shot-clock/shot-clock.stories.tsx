import type { Meta, StoryObj } from '@storybook/react-vite'
import { ShotClock } from './shot-clock'

const meta = {
  title: 'Basketball/ShotClock',
  component: ShotClock,
  tags: ['autodocs'],
  args: { milliseconds: 24_000 },
} satisfies Meta<typeof ShotClock>

export default meta
type Story = StoryObj<typeof meta>

export const FullPossession: Story = {}
export const OffensiveRebound: Story = { args: { milliseconds: 14_000 } }
export const UnderFiveSeconds: Story = { args: { milliseconds: 4_300 } }
export const Expired: Story = { args: { milliseconds: 0 } }
export const Arena: Story = { args: { size: 'arena', milliseconds: 3_700 } }
export const ArenaExpired: Story = {
  args: { size: 'arena', milliseconds: 0, labels: { expired: 'Истекло время атаки' } },
}
export const Screen: Story = { args: { size: 'screen', milliseconds: 14_000 } }
export const ScreenUnderFiveSeconds: Story = { args: { size: 'screen', milliseconds: 4_300 } }
export const ScreenBuzzer: Story = { args: { size: 'screen', milliseconds: 0 } }

export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(['inline', 'arena'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-4">
          {[24_000, 14_000, 4_300, 0].map((milliseconds) => (
            <ShotClock key={milliseconds} size={size} milliseconds={milliseconds} />
          ))}
        </div>
      ))}
    </div>
  ),
}
