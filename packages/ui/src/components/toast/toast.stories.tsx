import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, screen, userEvent, within } from 'storybook/test'
import { Button } from '../button/button'
import { createToastStore, Toaster, type ToastType } from './toast'

const examples: Record<ToastType, [title: string, description: string]> = {
  success: ['Profil sačuvan', 'You now follow Partizan Mozzart Bet.'],
  error: ['Prijava nije uspela', 'The Google sign-in window was closed.'],
  warning: ['Уживо пренос касни', 'Live data is 30 seconds behind.'],
  info: ['Nova verzija', 'Reload to get the latest version of the site.'],
  default: ['Stefan Đorđević', 'Added to your fantasy team.'],
}

const types = Object.keys(examples) as ToastType[]

function ToastDemo({ persistent = false }: { persistent?: boolean }) {
  // A store per story: toasts of one story never appear in another.
  const [store] = useState(() => {
    const created = createToastStore()
    if (persistent) {
      for (const type of types) {
        const [title, description] = examples[type]
        created.show(type, title, { description, duration: Number.POSITIVE_INFINITY })
      }
    }
    return created
  })
  return (
    <div className="flex flex-wrap gap-2">
      {types.map((type) => {
        const [title, description] = examples[type]
        return (
          <Button key={type} variant="outline" onClick={() => store.show(type, title, { description })}>
            Show {type}
          </Button>
        )
      })}
      <Toaster store={store} closeLabel="Close" />
    </div>
  )
}

const meta = {
  title: 'Primitives/Toast',
  component: Toaster,
  tags: ['autodocs'],
  render: () => <ToastDemo />,
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

export const Triggers: Story = {}

export const ShowAndClose: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }))
    await expect(await screen.findByText('Profil sačuvan')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await expect(screen.queryByText('Profil sačuvan')).toBeNull()
  },
}

export const Matrix: Story = {
  render: () => <ToastDemo persistent />,
  play: async () => {
    await expect(await screen.findByText('Уживо пренос касни')).toBeVisible()
  },
}
