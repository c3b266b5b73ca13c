import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OperatorPad } from './operator-pad'
import { padAway22_6, padHome22_6 } from './operator-pad-fixture'

const meta = {
  title: 'Basketball/OperatorPad',
  component: OperatorPad,
  tags: ['autodocs'],
  args: { home: padHome22_6, away: padAway22_6, clockRunning: false, onAction: fn() },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof OperatorPad>

export default meta
type Story = StoryObj<typeof meta>

export const TipOff: Story = {}

export const ClockRunning: Story = { args: { clockRunning: true } }

export const Offline: Story = { args: { disabled: true } }

export const PlayerPicked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Luka Božić/ }))
    await userEvent.click(canvas.getByRole('button', { name: '3 made' }))
    await expect(args.onAction).toHaveBeenCalledWith({
      kind: 'shot',
      teamId: 'ZAD',
      playerId: '2881',
      points: 3,
      made: true,
    })
  },
}
