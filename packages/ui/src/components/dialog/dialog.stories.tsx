import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { Button } from '../button/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog'

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Aleksa Avramović</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close">
        <DialogHeader>
          <DialogTitle>Aleksa Avramović</DialogTitle>
          <DialogDescription>Partizan Mozzart Bet · #4 · 17 games played in 2022-23</DialogDescription>
        </DialogHeader>
        <p>Follow this player to see his games in “My games”.</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button>Follow</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Aleksa Avramović' })
    await userEvent.click(trigger)
    // Dialogs render in a portal, outside the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: 'Aleksa Avramović' })
    await expect(dialog).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(trigger).toHaveFocus()
  },
}

export const Stacked: Story = {
  render: () => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Регуларни део сезоне</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close">
        <DialogTitle>Регуларни део сезоне</DialogTitle>
        <DialogDescription>26 rounds, 182 games.</DialogDescription>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">Tie-break rules</Button>
          </DialogTrigger>
          <DialogContent size="sm" closeLabel="Close rules">
            <DialogTitle>Tie-break rules</DialogTitle>
            <DialogDescription>Head-to-head games decide first.</DialogDescription>
          </DialogContent>
        </Dialog>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Регуларни део сезоне' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Tie-break rules' }))
    const rules = await screen.findByRole('dialog', { name: 'Tie-break rules' })
    await expect(rules.style.zIndex).toBe('1003')
    await userEvent.click(screen.getByRole('button', { name: 'Close rules' }))
    await expect(await screen.findByRole('dialog', { name: 'Регуларни део сезоне' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
  },
}

export const Matrix: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {(['sm', 'md', 'lg', 'full'] as const).map((size) => (
        <Dialog key={size}>
          <DialogTrigger asChild>
            <Button variant="outline">Open {size}</Button>
          </DialogTrigger>
          <DialogContent size={size} closeLabel="Close">
            <DialogTitle>Size {size}</DialogTitle>
            <DialogDescription>Stefan Đorđević</DialogDescription>
          </DialogContent>
        </Dialog>
      ))}
    </div>
  ),
}
