// For tests: the public service's published descriptions (openapi.yaml and voice.asyncapi.yaml, the copies
// kept with their licence in src/simulator/testSupport/reference) as JSON-schema validators. A request body is checked against the
// schema the description gives for its method and path; a voice message against its asyncapi payload.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { load } from 'js-yaml';

const REFERENCE_DIR = join(__dirname, '../../simulator/testSupport/reference');

type Json = Record<string, unknown>;

function loadYaml(file: string): Json {
  return load(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as Json;
}

let openapi: Json | undefined;
let asyncapi: Json | undefined;
let ajv: Ajv.Ajv | undefined;

function validatorHost(): Ajv.Ajv {
  if (ajv) return ajv;
  // OpenAPI 3.0 schemas are JSON Schema with `nullable`, `example` and `x-` keys; unknown formats are names.
  ajv = new Ajv({ nullable: true, unknownFormats: 'ignore', validateSchema: false, schemaId: 'auto', allErrors: true });
  openapi = loadYaml('openapi.yaml');
  asyncapi = loadYaml('voice.asyncapi.yaml');
  ajv.addSchema(openapi, 'openapi');
  ajv.addSchema(asyncapi, 'asyncapi');
  return ajv;
}

export function openapiDocument(): Json {
  validatorHost();
  return openapi!;
}

export interface Verdict {
  /** The description's path template that matched (`/v3/style_rules/{style_id}`). */
  template: string;
  valid: boolean;
  errors: string;
}

/** The operation of the description for a concrete method and path. */
function operationFor(method: string, path: string): { template: string; operation: Json } | undefined {
  const paths = openapiDocument().paths as Record<string, Record<string, Json>>;
  for (const [template, item] of Object.entries(paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(path) && item[method.toLowerCase()]) return { template, operation: item[method.toLowerCase()]! };
  }
  return undefined;
}

/** Checks a JSON request body against the description's requestBody schema for method and path. */
export function checkRequestBody(
  method: string,
  path: string,
  body: unknown,
  contentType = 'application/json',
): Verdict {
  const host = validatorHost();
  const found = operationFor(method, path);
  if (!found) throw new Error(`The published description has no ${method} ${path}.`);
  const escaped = found.template.replace(/~/g, '~0').replace(/\//g, '~1');
  const content = ((found.operation.requestBody as Json | undefined)?.content ?? {}) as Record<string, unknown>;
  if (!content[contentType])
    throw new Error(`The published description takes no ${contentType} body for ${method} ${found.template}.`);
  const validate = host.compile({
    $ref: `openapi#/paths/${escaped}/${method.toLowerCase()}/requestBody/content/${contentType.replace(/\//g, '~1')}/schema`,
  });
  const valid = validate(body) as boolean;
  return { template: found.template, valid, errors: host.errorsText(validate.errors) };
}

/** Checks a voice stream message (as JSON) against the payload of an asyncapi message (`SourceMediaChunk`). */
export function checkVoiceMessage(name: string, message: unknown): { valid: boolean; errors: string } {
  const host = validatorHost();
  const validate = host.compile({ $ref: `asyncapi#/components/messages/${name}/payload` });
  const valid = validate(message) as boolean;
  return { valid, errors: host.errorsText(validate.errors) };
}

/** Every example under a JSON pointer-ish walk: the `example` / `examples[*].value` of a response. */
export function responseExamples(method: string, template: string, status = '200'): unknown[] {
  const paths = openapiDocument().paths as Record<string, Record<string, Json>>;
  const responses = (paths[template]?.[method.toLowerCase()]?.responses ?? {}) as Record<string, Json>;
  const content = ((responses[status]?.content ?? {}) as Record<string, Json>)['application/json'];
  if (!content) return [];
  const found: unknown[] = [];
  if (content.example !== undefined) found.push(content.example);
  for (const example of Object.values((content.examples ?? {}) as Record<string, Json>)) found.push(example.value);
  return found;
}

/** The asyncapi message name of a stream message: its one key in PascalCase (`source_media_chunk` → `SourceMediaChunk`). */
const messageName = (message: Record<string, unknown>): string =>
  (Object.keys(message)[0] ?? '').replace(/(^|_)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

/** The messages the service receives (the client sends), as the description's `receive` operation lists them. */
function clientMessageNames(): Set<string> {
  validatorHost();
  const operations = asyncapi!.operations as Record<string, { action: string; messages: { $ref: string }[] }>;
  const receive = Object.values(operations).filter((operation) => operation.action === 'receive');
  return new Set(receive.flatMap((operation) => operation.messages.map((m) => m.$ref.split('/').pop()!)));
}

/**
 * A stream's messages both ways (as the simulator logs them, JSON form) checked against voice.asyncapi.yaml:
 * each payload against its message's schema, and each message sent by the side the description gives it.
 * Returns one line per problem; an empty list is a stream the description accepts.
 */
export function checkVoiceStreamLog(
  log: readonly { direction: 'client' | 'server'; message: Record<string, unknown> }[],
): string[] {
  const fromClient = clientMessageNames();
  const problems: string[] = [];
  log.forEach(({ direction, message }, index) => {
    const name = messageName(message);
    if (fromClient.has(name) !== (direction === 'client'))
      problems.push(`#${index} ${name} was sent by the ${direction}, which the description does not let send it`);
    let verdict: { valid: boolean; errors: string };
    try {
      verdict = checkVoiceMessage(name, message);
    } catch {
      problems.push(`#${index} ${name} is not a message of the description`);
      return;
    }
    if (!verdict.valid) problems.push(`#${index} ${name}: ${verdict.errors}`);
  });
  return problems;
}
