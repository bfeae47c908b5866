// The chart of the goals: one bar per goal, the measured figure divided by the goal (for a limit
// such as p99 ≤ 25 ms, the goal divided by the figure), so 1.0 is "just met" whatever the unit.
// Green met, red short. Plain SVG, written next to the JSON results.
import fs from 'node:fs';
import { goalRows } from './report.mjs';

const escape = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );

export function chartSvg(results) {
  const rows = goalRows(results);
  const width = 760;
  const labelWidth = 330;
  const barArea = width - labelWidth - 60;
  const rowHeight = 30;
  const top = 46;
  const height = top + rows.length * rowHeight + 40;
  const maxScore = Math.max(2, ...rows.map((row) => Math.min(row.score, 4)));
  const x = (score) => labelWidth + (Math.min(score, 4) / maxScore) * barArea;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Arial, sans-serif" font-size="12" role="img" aria-labelledby="title">`,
    `<title id="title">Benchmark goals of ${escape(results.date.slice(0, 10))}: measured figure ÷ goal</title>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="12" y="22" font-size="14" font-weight="bold">npm run bench, ${escape(results.date.slice(0, 16).replace('T', ' '))} UTC: measured ÷ goal (1 = goal met)</text>`,
  ];
  rows.forEach((row, i) => {
    const y = top + i * rowHeight;
    const colour = row.met ? '#2b8a3e' : '#c92a2a';
    parts.push(
      `<text x="12" y="${y + 18}">${escape(row.label)}</text>`,
      `<rect x="${labelWidth}" y="${y + 5}" width="${Math.max(1, x(row.score) - labelWidth).toFixed(1)}" height="${rowHeight - 12}" fill="${colour}"/>`,
      `<text x="${(x(row.score) + 6).toFixed(1)}" y="${y + 18}">${row.score.toFixed(2)}${row.score > 4 ? ' (cut)' : ''}</text>`,
    );
  });
  const one = x(1).toFixed(1);
  const bottom = top + rows.length * rowHeight;
  parts.push(
    `<line x1="${one}" y1="${top - 4}" x2="${one}" y2="${bottom + 4}" stroke="#000" stroke-dasharray="4 3"/>`,
    `<text x="${one}" y="${bottom + 20}" text-anchor="middle">goal</text>`,
    `<line x1="${labelWidth}" y1="${top - 4}" x2="${labelWidth}" y2="${bottom + 4}" stroke="#868e96"/>`,
    '</svg>',
  );
  return parts.join('\n');
}

export function writeChart(results, file) {
  fs.writeFileSync(file, `${chartSvg(results)}\n`);
}
