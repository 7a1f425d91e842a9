// The entries of an older glossary as main sent them (checked TSV, one entry a line), as pairs to show.
export function parseEntriesTsvLoose(tsv: string): [string, string][] {
  return tsv
    .split('\n')
    .filter((line) => line.includes('\t'))
    .map((line) => {
      const [source = '', target = ''] = line.split('\t');
      return [source, target];
    });
}
