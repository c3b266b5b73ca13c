import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Skeleton, SkeletonGroup } from './skeleton'

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Line: Story = {}
export const Circle: Story = { args: { shape: 'circle' } }
export const Group: Story = {
  render: () => <SkeletonGroup label="Učitavanje tabele" lines={4} className="max-w-md" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Učitavanje tabele' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}
export const Matrix: Story = {
  render: () => (
    <div className="grid max-w-md gap-4">
      {(['line', 'block', 'circle'] as const).map((shape) => (
        <Skeleton key={shape} shape={shape} />
      ))}
    </div>
  ),
}
