import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Avatar, AvatarFallback, AvatarImage } from './avatar'

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  render: (args) => (
    <Avatar {...args}>
      <AvatarFallback name="Aleksa Avramović" />
    </Avatar>
  ),
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const Fallback: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('AA')).toBeVisible()
    await expect(within(canvasElement).getByText('AA')).toHaveAttribute('aria-hidden', 'true')
  },
}

/** The data has no photos: a broken image keeps the initials. */
export const MissingImage: Story = {
  render: (args) => (
    <Avatar {...args}>
      <AvatarImage src="/missing/stefan-dordevic.jpg" alt="Stefan Đorđević" />
      <AvatarFallback name="Stefan Đorđević" />
    </Avatar>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('SĐ')).toBeVisible()
  },
}

export const Matrix: Story = {
  render: () => (
    <div className="grid gap-3">
      {(['circle', 'square'] as const).map((shape) => (
        <div key={shape} className="flex items-end gap-3">
          {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
            <Avatar key={size} size={size} shape={shape}>
              <AvatarFallback name={`Kevin Punter, ${size} ${shape}`}>KP</AvatarFallback>
            </Avatar>
          ))}
        </div>
      ))}
    </div>
  ),
}
