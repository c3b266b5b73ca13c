// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalogue } from '@/lib/my-fantasy/test-support/catalogue'
import { expectNoAxeViolations, labels } from '@/lib/my-fantasy/test-support/render'
import { PlayerPicker } from './player-picker'

afterEach(cleanup)

function renderPicker(onPick = vi.fn<(player: (typeof catalogue)[number]) => void>()) {
  const view = render(
    <PlayerPicker
      players={catalogue}
      labels={labels}
      locale="en"
      heading="Pick your players"
      actionLabel={(player) => `Add ${player.name}`}
      refusal={(player) => (player.position === 'centre' ? 'Your squad already has all its centres' : null)}
      onPick={onPick}
    />,
  )
  return { ...view, onPick }
}

const listedNames = () =>
  within(screen.getByRole('list', { name: 'Pick your players' }))
    .getAllByRole('button')
    .map((button) => button.textContent?.replace(/^Add /, ''))

describe('given the player list of the 2022-23 ABA League', () => {
  it('should list every player by price, highest first, with a labelled filter for each criterion', async () => {
    const { container } = renderPicker()
    expect(screen.getByRole('status').textContent).toBe('Players: 13')
    expect(listedNames().slice(0, 3)).toEqual(['Zach Leday', 'Kevin Punter', 'Mathias Lessort'])
    for (const name of ['Name', 'Position', 'Club', 'Highest price', 'Lowest form', 'Sort by']) {
      expect(screen.getByLabelText(name)).toBeTruthy()
    }
    await expectNoAxeViolations(container)
  })

  it('should narrow the list by position, club, price and form', () => {
    renderPicker()
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'forward' } })
    fireEvent.change(screen.getByLabelText('Club'), { target: { value: 'crvena-zvezda-meridianbet' } })
    expect(listedNames()).toEqual(['Benjamin Bentil', 'Luka Mitrovic'])
    fireEvent.change(screen.getByLabelText('Highest price'), { target: { value: '9' } })
    expect(listedNames()).toEqual(['Luka Mitrovic'])
    fireEvent.change(screen.getByLabelText('Highest price'), { target: { value: '' } })
    fireEvent.change(screen.getByLabelText('Lowest form'), { target: { value: '10' } })
    expect(listedNames()).toEqual(['Benjamin Bentil'])
  })

  it('should say why a player cannot be picked and pick one who can', () => {
    const { onPick } = renderPicker()
    const lessort = screen.getByRole('button', { name: 'Add Mathias Lessort' })
    expect(lessort.hasAttribute('disabled')).toBe(true)
    expect(lessort.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(lessort.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your squad already has all its centres',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Add Yam Madar' }))
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 3877, name: 'Yam Madar' }))
  })
})
