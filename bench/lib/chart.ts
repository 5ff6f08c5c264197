import type { BenchResult } from './report.js'
import { LIMITS } from './report.js'
import { median } from './stats.js'

const COLORS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#bcbd22', '#393b79']

const WIDTH = 920
const HEIGHT = 540
const PLOT = { left: 80, top: 56, right: 640, bottom: 470 }

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function microseconds(value: number): string {
  if (value >= 1e6) return `${value / 1e6} s`
  if (value >= 1000) return `${value / 1000} ms`
  return `${value} µs`
}

/** A duration for the legend, three significant digits. */
function shortTime(us: number): string {
  const [value, unit] = us >= 1000 ? [us / 1000, 'ms'] : [us, 'µs']
  return `${Number(value.toPrecision(3))} ${unit}`
}

function guestsLabel(guests: number): string {
  return guests >= 1000 && guests % 1000 === 0 ? `${guests / 1000}k` : String(guests)
}

/**
 * Server CPU per request against hotel size, one line per endpoint, both axes logarithmic, with
 * the bare server's floor and the 10x target drawn in. Plain SVG, no dependencies.
 */
export function renderChart(result: BenchResult): string {
  const sizes = result.standalone.map((s) => s.guests)
  const names = [...new Set(result.standalone.flatMap((s) => s.endpoints.map((e) => e.name)))]
  const values = result.standalone.flatMap((s) => s.endpoints.flatMap((e) => [e.mock.cpuUsPerRequest, e.bare.cpuUsPerRequest]))
  const finite = values.filter((v) => Number.isFinite(v) && v > 0)
  const yMin = 10 ** Math.floor(Math.log10(Math.min(...finite, 10)))
  const yMax = 10 ** Math.ceil(Math.log10(Math.max(...finite, yMin * 10)))
  const xMin = Math.min(...sizes)
  const xMax = Math.max(...sizes)
  const x = (guests: number) =>
    xMax === xMin ? (PLOT.left + PLOT.right) / 2 : PLOT.left + 30 + ((Math.log10(guests) - Math.log10(xMin)) / (Math.log10(xMax) - Math.log10(xMin))) * (PLOT.right - PLOT.left - 60)
  const y = (us: number) => PLOT.bottom - ((Math.log10(us) - Math.log10(yMin)) / (Math.log10(yMax) - Math.log10(yMin))) * (PLOT.bottom - PLOT.top)

  const out: string[] = []
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="Helvetica, Arial, sans-serif" font-size="12">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<text x="${PLOT.left}" y="24" font-size="16" font-weight="bold">Standalone server: CPU time per request vs hotel size</text>`,
    `<text x="${PLOT.left}" y="42" fill="#555">median of ${String(result.settings.rounds)} rounds, ${result.machine.nproc} cores (${escape(result.machine.cpuModel)}), Node ${escape(result.machine.node)}, ${result.startedAt.slice(0, 10)}</text>`,
  )
  // Grid and axes.
  for (let decade = yMin; decade <= yMax; decade *= 10) {
    const yy = y(decade).toFixed(1)
    out.push(`<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${yy}" y2="${yy}" stroke="#e3e3e3"/>`)
    out.push(`<text x="${PLOT.left - 8}" y="${yy}" text-anchor="end" dominant-baseline="middle" fill="#333">${microseconds(decade)}</text>`)
    for (const step of [2, 5]) {
      if (decade * step < yMax) {
        const minor = y(decade * step).toFixed(1)
        out.push(`<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${minor}" y2="${minor}" stroke="#f3f3f3"/>`)
      }
    }
  }
  for (const guests of sizes) {
    const xx = x(guests).toFixed(1)
    out.push(`<line x1="${xx}" x2="${xx}" y1="${PLOT.top}" y2="${PLOT.bottom}" stroke="#e3e3e3"/>`)
    out.push(`<text x="${xx}" y="${PLOT.bottom + 18}" text-anchor="middle" fill="#333">${guestsLabel(guests)}</text>`)
  }
  out.push(
    `<rect x="${PLOT.left}" y="${PLOT.top}" width="${PLOT.right - PLOT.left}" height="${PLOT.bottom - PLOT.top}" fill="none" stroke="#999"/>`,
    `<text x="${(PLOT.left + PLOT.right) / 2}" y="${PLOT.bottom + 40}" text-anchor="middle" fill="#333">guests in the hotel (log scale)</text>`,
    `<text transform="translate(18 ${(PLOT.top + PLOT.bottom) / 2}) rotate(-90)" text-anchor="middle" fill="#333">server CPU per request (log scale)</text>`,
  )

  const line = (points: Array<[number, number]>, color: string, style: { width?: number; dash?: string } = {}) => {
    const valid = points.filter(([, v]) => Number.isFinite(v) && v > 0)
    if (valid.length === 0) return
    if (valid.length > 1) {
      const d = valid.map(([g, v], i) => `${i === 0 ? 'M' : 'L'}${x(g).toFixed(1)},${y(v).toFixed(1)}`).join(' ')
      const dash = style.dash ? ` stroke-dasharray="${style.dash}"` : ''
      out.push(`<path d="${d}" fill="none" stroke="${color}" stroke-width="${style.width ?? 2}"${dash}/>`)
    }
    for (const [g, v] of valid) out.push(`<circle cx="${x(g).toFixed(1)}" cy="${y(v).toFixed(1)}" r="3.5" fill="${color}"/>`)
  }
  // The floor: the bare server's median over endpoints at each size, and the 10x target above it.
  const bare = result.standalone.map((s) => [s.guests, median(s.endpoints.map((e) => e.bare.cpuUsPerRequest))] as [number, number])
  line(bare, '#000000', { dash: '2 3' })
  line(bare.map(([g, v]) => [g, v * LIMITS.standaloneRatio]), '#c00000', { dash: '7 4', width: 1.5 })

  const legend: string[] = []
  names.forEach((name, i) => {
    const color = COLORS[i % COLORS.length]!
    line(result.standalone.map((s) => [s.guests, s.endpoints.find((e) => e.name === name)?.mock.cpuUsPerRequest ?? NaN]), color)
    const last = result.standalone.at(-1)?.endpoints.find((e) => e.name === name)
    const label = `${name}${last ? ` (${shortTime(last.mock.cpuUsPerRequest)} at ${guestsLabel(result.standalone.at(-1)!.guests)})` : ''}`
    legend.push(`<line x1="0" x2="22" y1="${i * 22}" y2="${i * 22}" stroke="${color}" stroke-width="2"/><circle cx="11" cy="${i * 22}" r="3.5" fill="${color}"/><text x="30" y="${i * 22}" dominant-baseline="middle">${escape(label)}</text>`)
  })
  const n = names.length
  legend.push(
    `<line x1="0" x2="22" y1="${n * 22 + 10}" y2="${n * 22 + 10}" stroke="#000" stroke-width="2" stroke-dasharray="2 3"/><text x="30" y="${n * 22 + 10}" dominant-baseline="middle">bare Node http, same bytes (floor)</text>`,
    `<line x1="0" x2="22" y1="${n * 22 + 32}" y2="${n * 22 + 32}" stroke="#c00000" stroke-width="1.5" stroke-dasharray="7 4"/><text x="30" y="${n * 22 + 32}" dominant-baseline="middle">target: ${LIMITS.standaloneRatio}x the floor</text>`,
  )
  out.push(`<g transform="translate(${PLOT.right + 24} ${PLOT.top + 8})">${legend.join('')}</g>`)
  out.push('</svg>')
  return out.join('\n') + '\n'
}
