import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TextField } from '../text-field/text-field'
import { Fieldset } from './fieldset'

const meta = {
  title: 'Forms/Fieldset',
  component: Fieldset,
  tags: ['autodocs'],
  parameters: { a11y: { test: 'error' } },
  args: {
    id: 'arena',
    legend: 'Home arena',
    description: 'Where the team plays its home games.',
    className: 'max-w-xl',
    children: (
      <>
        <TextField label="Arena name" size="lg" />
        <TextField label="Address" size="lg" />
        <TextField label="Capacity" size="lg" inputMode="numeric" />
      </>
    ),
  },
} satisfies Meta<typeof Fieldset>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Filled: Story = {
  args: {
    children: (
      <>
        <TextField label="Arena name" size="lg" defaultValue="Aleksandar Nikolić Hall" />
        <TextField label="Address" size="lg" defaultValue="Bulevar Arsenija Čarnojevića 58, Beograd" />
        <TextField label="Capacity" size="lg" inputMode="numeric" defaultValue="5878" />
      </>
    ),
  },
}

export const WithReviewComment: Story = {
  args: {
    noteTitle: 'The league asks:',
    note: 'The capacity must be the seated capacity from the safety certificate.',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Home arena' })
    await expect(group).toHaveAccessibleDescription(
      'Where the team plays its home games. The league asks: The capacity must be the seated capacity from the safety certificate.',
    )
  },
}

export const WithSectionError: Story = {
  args: {
    legend: 'Squad',
    description: 'Between 10 and 16 players.',
    tone: 'danger',
    noteTitle: 'There is a problem with this section',
    note: 'Add at least 10 players; the squad has 8.',
    children: <TextField label="Player name" size="lg" error="Enter the player’s name." />,
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    noteTitle: 'The league asks:',
    note: 'The capacity must be the seated capacity from the safety certificate.',
  },
}
