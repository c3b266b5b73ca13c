import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { LazyToaster } from './lazy-toaster'
import { createToastStore, Toaster } from './toast'

afterEach(() => {
  vi.useRealTimers()
})

describe('given a toaster', () => {
  it('should show a toast with its title and description, closable by its button', async () => {
    const store = createToastStore()
    const { container } = render(<Toaster store={store} closeLabel="Zatvori" />)
    act(() => {
      store.success('Profil sačuvan', { description: 'Pratite Partizan Mozzart Bet' })
    })
    expect(screen.getByText('Profil sačuvan')).toBeTruthy()
    expect(screen.getByText('Pratite Partizan Mozzart Bet')).toBeTruthy()
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy()
    await expectNoAxeViolations(container)
    await userEvent.click(screen.getByRole('button', { name: 'Zatvori' }))
    expect(screen.queryByText('Profil sačuvan')).toBeNull()
    expect(store.snapshot()).toHaveLength(0)
  })

  it('should name its region in the page’s language, with the keyboard shortcut', () => {
    const store = createToastStore()
    render(<Toaster store={store} regionLabel="Obaveštenja ({hotkey})" label="Obaveštenje" />)
    act(() => {
      store.success('Profil sačuvan')
    })
    expect(screen.getByRole('region', { name: 'Obaveštenja (F8)' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull()
  })

  it('should remove a toast after 3000 ms', () => {
    vi.useFakeTimers()
    const store = createToastStore()
    render(<Toaster store={store} />)
    act(() => {
      store.info('New version available')
    })
    act(() => {
      vi.advanceTimersByTime(2999)
    })
    expect(screen.queryByText('New version available')).not.toBeNull()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.queryByText('New version available')).toBeNull()
  })

  it('should show at most 20 toasts', () => {
    const store = createToastStore()
    render(<Toaster store={store} />)
    act(() => {
      for (let index = 1; index <= 25; index += 1) {
        store.message(`Goal ${index}`)
      }
    })
    expect(screen.getAllByText(/^Goal \d+$/)).toHaveLength(20)
    expect(screen.queryByText('Goal 5')).toBeNull()
    expect(screen.getByText('Goal 25')).toBeTruthy()
  })
})

describe('given a toast that offers an action', () => {
  it('should run the action from its button, close, and not time out meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const store = createToastStore()
    const onSelect = vi.fn<() => void>()
    render(<Toaster store={store} />)
    act(() => {
      store.info('A new version is available', { action: { label: 'Reload', onSelect } })
    })
    act(() => {
      vi.advanceTimersByTime(10_000)
    })
    const button = screen.getByRole('button', { name: 'Reload' })
    await userEvent.click(button)
    expect(onSelect).toHaveBeenCalledTimes(1)
    expect(store.snapshot()).toHaveLength(0)
  })
})

describe('given the lazy toaster of a site layout', () => {
  it('should render nothing until a toast arrives, then show it', async () => {
    const store = createToastStore()
    const { container } = render(<LazyToaster store={store} closeLabel="Close" />)
    expect(container.innerHTML).toBe('')
    act(() => {
      store.error('The server did not answer')
    })
    expect(await screen.findByText('The server did not answer')).toBeTruthy()
  })
})
