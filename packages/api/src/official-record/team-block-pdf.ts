// One team's part of the scoresheet (FIBA's "Team A" / "Team B" boxes): time-outs and team fouls by period,
// then each player's licence, name, number, whether he started or came in, and his fouls in the five boxes,
// each foul's letter in its period's pen with the period beside it.
import { faint, penOf, type PdfCanvas } from './pdf-canvas.ts'
import type { SheetFoul, SheetTeam } from './scoresheet-data.ts'

/** Where the block's columns start, from its left edge; the block is 298 points wide. */
const columns = { licence: 0, name: 34, number: 186, playerIn: 208, fouls: 236, end: 298 }
const foulBox = (columns.end - columns.fouls) / 5

export function periodName(period: number): string {
  return period <= 4 ? `Q${period}` : `OT${period - 4}`
}

/** "Q1 2  Q2 0 …" as boxes: a label over each period's count. */
function periodRow(canvas: PdfCanvas, label: string, counts: number[], x: number, y: number): void {
  canvas.text(label, x, y, { size: 7, bold: true })
  counts.forEach((count, index) => {
    const left = x + 70 + index * 38
    canvas.text(periodName(index + 1), left, y, { size: 6, color: faint })
    canvas.text(String(count), left + 16, y, { size: 7, color: penOf(index + 1) })
  })
}

function drawFoul(canvas: PdfCanvas, foul: SheetFoul, left: number, y: number): void {
  canvas.text(foul.letter, left + 1.5, y, { size: 7, bold: true, color: penOf(foul.period) })
  canvas.text(String(foul.period), left + 7, y, { size: 4.5, color: penOf(foul.period) })
}

function tableHeader(canvas: PdfCanvas, x: number, y: number): void {
  canvas.text('Licence no.', x + columns.licence, y, { size: 5.5, color: faint })
  canvas.text('Players', x + columns.name, y, { size: 6, bold: true })
  canvas.text('No.', x + columns.number, y, { size: 6, bold: true })
  canvas.text('Player in', x + columns.playerIn, y, { size: 5.5, color: faint })
  for (let slot = 0; slot < 5; slot += 1) {
    canvas.text(String(slot + 1), x + columns.fouls + slot * foulBox, y, {
      size: 5.5,
      color: faint,
      width: foulBox,
      align: 'center',
    })
  }
}

/**
 * Draws the block with its top at `top` in `height` points; the rows share what the header leaves, so a long
 * roster (a live game before its box score) still fits. Returns nothing: the caller places the next block.
 */
export function drawTeamBlock(
  canvas: PdfCanvas,
  team: SheetTeam,
  letter: 'A' | 'B',
  frame: { x: number; top: number; height: number },
): void {
  const { x, top, height } = frame
  canvas.box(x - 3, top - height, columns.end + 6, height)
  canvas.text(`Team ${letter}`, x, top - 11, { size: 8, bold: true })
  canvas.text(team.name, x + 40, top - 11, { size: 9, bold: true, width: columns.end - 40 })
  periodRow(canvas, 'Time-outs', team.timeouts, x, top - 23)
  periodRow(canvas, 'Team fouls', team.teamFouls, x, top - 34)
  tableHeader(canvas, x, top - 46)
  canvas.line(x - 3, top - 49, x + columns.end + 3, top - 49)
  const rowsTop = top - 49
  const rowHeight = Math.min(11, (height - 49 - 14) / Math.max(1, team.players.length))
  const size = Math.min(7, rowHeight * 0.7)
  team.players.forEach((player, index) => {
    const baseline = rowsTop - (index + 1) * rowHeight + rowHeight * 0.28
    canvas.text(player.licence ?? '', x + columns.licence, baseline, { size: size - 1, color: faint })
    const name = player.captain ? `${player.name} (CAP)` : player.name
    canvas.text(name, x + columns.name, baseline, { size, width: columns.number - columns.name - 4 })
    canvas.text(player.number, x + columns.number, baseline, { size, bold: true })
    // FIBA: × when the player first comes in, circled for the starting five.
    if (player.played) {
      canvas.text('×', x + columns.playerIn + 8, baseline, { size })
      if (player.starter) {
        canvas.circle(x + columns.playerIn + 10.3, baseline + size * 0.32, size * 0.55, penOf(1))
      }
    }
    player.fouls
      .slice(0, 5)
      .forEach((foul, slot) => drawFoul(canvas, foul, x + columns.fouls + slot * foulBox, baseline))
    canvas.line(
      x - 3,
      rowsTop - (index + 1) * rowHeight,
      x + columns.end + 3,
      rowsTop - (index + 1) * rowHeight,
      0.2,
      faint,
    )
  })
  const benchLine = top - height + 4
  canvas.text('Coach / bench', x, benchLine, { size: 6, color: faint })
  team.benchFouls
    .slice(0, 3)
    .forEach((foul, slot) => drawFoul(canvas, foul, x + columns.fouls + slot * foulBox, benchLine))
}
