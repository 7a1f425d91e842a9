// A horizontal bar chart of characters per key or per reporting tag, stacked by kind of use (text translation,
// document translation, Write), drawn by Chart.js on a canvas in the theme's colours (redrawn when the theme
// changes). The figures are also in the table beside it, which a screen reader reads instead of the canvas.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { USAGE_KINDS, type UsageKind, type UsageRow } from './teamUsageModel';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** The theme's colours, read from the CSS variables of the page. */
function themeColours() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    text: read('--text'),
    muted: read('--muted'),
    grid: read('--border'),
    kinds: { text: read('--accent'), document: read('--ok'), write: read('--warn') } satisfies Record<
      UsageKind,
      string
    >,
  };
}

/** Each bar's height, so the canvas grows with the number of rows and a label always has room. */
const ROW_HEIGHT = 34;
const CHROME_HEIGHT = 64;

export function UsageChart(props: { rows: readonly UsageRow[]; kindLabels: Record<UsageKind, string> }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { formatNumber, locale } = useIntl();
  const { rows, kindLabels } = props;
  useEffect(() => {
    if (!canvas.current) return;
    const draw = () => {
      const colours = themeColours();
      return new Chart(canvas.current!, {
        type: 'bar',
        data: {
          labels: rows.map((row) => row.name),
          datasets: USAGE_KINDS.map((kind) => ({
            label: kindLabels[kind],
            data: rows.map((row) => row.figures[kind]),
            backgroundColor: colours.kinds[kind],
            borderWidth: 0,
            barThickness: 18,
          })),
        },
        options: {
          indexAxis: 'y',
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          locale,
          plugins: {
            legend: { position: 'bottom', labels: { color: colours.text, boxWidth: 12 } },
            tooltip: {
              callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatNumber(item.parsed.x ?? 0)}` },
            },
          },
          scales: {
            x: {
              stacked: true,
              beginAtZero: true,
              ticks: { color: colours.muted, precision: 0, callback: (value) => formatNumber(Number(value)) },
              grid: { color: colours.grid },
            },
            y: { stacked: true, ticks: { color: colours.text }, grid: { display: false } },
          },
        },
      });
    };
    let chart = draw();
    // The theme is an attribute of the page: redraw in its colours when it changes.
    const observer = new MutationObserver(() => {
      chart.destroy();
      chart = draw();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [rows, kindLabels, formatNumber, locale]);
  return (
    <div className="usage-chart" style={{ height: rows.length * ROW_HEIGHT + CHROME_HEIGHT }} aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
