// What an Office package holds that neither the service nor the simulator translates: embedded objects (the
// workbook behind a chart, an OLE object such as an embedded .xls or a packaged file). They are kept byte for
// byte, and named to the user before anything is sent, so nothing is left in the source language silently.
// An embedded part is found by its place (`word/`, `ppt/` or `xl/` `embeddings/`); it is a chart's data when
// a chart's relationships (read by the XML parser) point at it.
import { readXmlEvents } from '../xml/xmlEvents';

export interface EmbeddedObjects {
  /** Workbooks holding a chart's data: the chart's own labels are translated, its workbook is not. */
  chartData: string[];
  /** Every other embedded object (OLE objects, embedded documents), by file name. */
  objects: string[];
}

const EMBEDDED = /^(?:word|ppt|xl)\/embeddings\/[^/]+$/i;
const CHART_RELS = /^(?:word|ppt|xl)\/charts\/_rels\/[^/]+\.rels$/i;

/** The part a relationship's target names, resolved against the folder of the part the .rels belongs to. */
function resolveTarget(relsName: string, target: string): string {
  const sourceFolder = relsName.replace(/_rels\/[^/]+$/, '');
  const segments = (target.startsWith('/') ? target.slice(1) : sourceFolder + target).split('/');
  const resolved: string[] = [];
  for (const segment of segments) {
    if (segment === '..') resolved.pop();
    else if (segment !== '.' && segment !== '') resolved.push(segment);
  }
  return resolved.join('/').toLowerCase();
}

function chartTargets(relsName: string, xml: string): string[] {
  const targets: string[] = [];
  try {
    readXmlEvents(xml, {
      open(tag) {
        const { Target: target, TargetMode: mode } = tag.attributes;
        if (tag.local === 'Relationship' && target && mode !== 'External')
          targets.push(resolveTarget(relsName, target));
      },
    });
  } catch {
    // A damaged .rels names nothing: its embedded parts are then listed as objects.
  }
  return targets;
}

export function embeddedObjects(partNames: readonly string[], readPart: (name: string) => string): EmbeddedObjects {
  const embedded = partNames.filter((name) => EMBEDDED.test(name));
  if (embedded.length === 0) return { chartData: [], objects: [] };
  const ofCharts = new Set(
    partNames.filter((name) => CHART_RELS.test(name)).flatMap((name) => chartTargets(name, readPart(name))),
  );
  const fileName = (part: string) => part.slice(part.lastIndexOf('/') + 1);
  return {
    chartData: embedded.filter((part) => ofCharts.has(part.toLowerCase())).map(fileName),
    objects: embedded.filter((part) => !ofCharts.has(part.toLowerCase())).map(fileName),
  };
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** One sentence naming what stays untranslated and what to do, or undefined when the package embeds nothing. */
export function embeddedObjectsSentence({ chartData, objects }: EmbeddedObjects): string | undefined {
  const kept: string[] = [];
  const steps: string[] = [];
  if (chartData.length > 0) {
    kept.push(
      `the data behind ${plural(chartData.length, 'chart', 'charts')} (each chart's titles and labels are translated)`,
    );
    steps.push(
      "edit a chart's data only after translating its names there too, or Office shows them in the original language again",
    );
  }
  if (objects.length > 0) {
    const shown = objects.slice(0, 3).join(', ');
    const more = objects.length > 3 ? ` and ${plural(objects.length - 3, 'other', 'others')}` : '';
    kept.push(`${plural(objects.length, 'embedded object', 'embedded objects')} (${shown}${more})`);
    steps.push('translate an embedded object on its own if it needs it');
  }
  if (kept.length === 0) return undefined;
  return `Left in the original language: ${kept.join(' and ')}. ${steps.join('; ').replace(/^./, (c) => c.toUpperCase())}.`;
}
