// The one zip writer: parts in the order given, deflated in fflate's worker threads, each with a fixed
// timestamp so that identical input gives identical output.
import { zip, type AsyncZippable } from 'fflate';

const ENTRY_TIME = new Date('2000-01-01T00:00:00Z');

export function writeZip(parts: Record<string, Uint8Array>): Promise<Uint8Array> {
  const entries: AsyncZippable = {};
  for (const [name, content] of Object.entries(parts)) entries[name] = [content, { mtime: ENTRY_TIME }];
  return new Promise((resolve, reject) => {
    zip(entries, { level: 6 }, (error, data) => (error ? reject(error) : resolve(data)));
  });
}
