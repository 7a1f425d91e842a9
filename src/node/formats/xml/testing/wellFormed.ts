// Whether a text is well-formed XML 1.0 by a strict parser (saxes: characters, names, entities, nesting), as
// Word, Excel and xmllint judge it. fast-xml-parser's validator lets control characters through, so files
// Glossa or its simulator write are checked with this one.
import { SaxesParser } from 'saxes';

/** The first well-formedness error ("line N: what"), or undefined when the XML is well-formed. */
export function xmlProblem(xml: string): string | undefined {
  const parser = new SaxesParser({ xmlns: true });
  let problem: string | undefined;
  parser.on('error', (error) => {
    problem ??= `line ${parser.line}: ${error.message}`;
  });
  parser.write(xml);
  if (!problem) parser.close();
  return problem;
}
