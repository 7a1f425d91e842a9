// The public service's published description (reference/openapi.yaml, a copy of the public DeepLcom/openapi
// file, MIT licence beside it) as JSON-schema validators, for tests: does an answer of the simulator, or a
// request body the client builds, have the published shape? OpenAPI 3.0 schemas are JSON Schema draft-07 plus
// `nullable` (ajv 6 reads it with its `nullable` option) and formats ajv does not know (int64, binary:
// ignored). Every `$ref` resolves inside the one document.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { load } from 'js-yaml';

const OPENAPI_PATH = join(__dirname, 'reference', 'openapi.yaml');
const DOCUMENT_ID = 'openapi.yaml';

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> } | undefined>>;
  components: Record<string, Record<string, unknown>>;
}

let loaded: { ajv: Ajv.Ajv; document: OpenApiDocument } | undefined;
function openapi() {
  if (!loaded) {
    const document = load(readFileSync(OPENAPI_PATH, 'utf8')) as OpenApiDocument;
    const ajv = new Ajv({
      allErrors: true,
      nullable: true,
      unknownFormats: 'ignore',
      validateSchema: false,
      schemaId: 'auto',
    });
    ajv.addSchema(document as object, DOCUMENT_ID);
    loaded = { ajv, document };
  }
  return loaded;
}

/** A JSON pointer segment (`/v2/translate` -> `~1v2~1translate`). */
const pointerSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export interface SchemaCheck {
  valid: boolean;
  /** Readable errors (`/translations/0/text must be string`), empty when valid. */
  errors: string[];
}

function check(pointer: string, value: unknown): SchemaCheck {
  const { ajv } = openapi();
  const validate = ajv.getSchema(`${DOCUMENT_ID}#${pointer}`);
  if (!validate) throw new Error(`openapi.yaml has no schema at ${pointer}`);
  const valid = validate(value) as boolean;
  return {
    valid,
    errors: valid
      ? []
      : (validate.errors ?? []).map((error) => `${error.dataPath || '(root)'} ${error.message ?? ''}`.trim()),
  };
}

/** Validates against `#/components/schemas/<name>` (e.g. `StyleRuleList`, `UsageResponse`). */
export function checkComponent(name: string, value: unknown): SchemaCheck {
  return check(`/components/schemas/${pointerSegment(name)}`, value);
}

/** Follows a `$ref` of a response or request body object to its pointer inside the document. */
function resolved(pointer: string, node: unknown): { pointer: string; node: Record<string, unknown> } {
  const object = node as Record<string, unknown> | undefined;
  if (!object) throw new Error(`openapi.yaml has nothing at ${pointer}`);
  const ref = object.$ref;
  if (typeof ref !== 'string') return { pointer, node: object };
  const target = ref.slice(1);
  const found = target
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (at, segment) => (at as Record<string, unknown>)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')],
      openapi().document,
    );
  return resolved(target, found);
}

/** Validates an answer of `method path` (path as written in openapi.yaml, e.g. `/v3/glossaries/{glossary_id}`) with its status. */
export function checkResponse(
  method: string,
  path: string,
  status: number,
  value: unknown,
  mediaType = 'application/json',
): SchemaCheck {
  const base = `/paths/${pointerSegment(path)}/${method.toLowerCase()}`;
  const operation = openapi().document.paths[path]?.[method.toLowerCase()];
  const response = resolved(`${base}/responses/${status}`, operation?.responses?.[String(status)]);
  if (!(response.node.content as Record<string, unknown> | undefined)?.[mediaType])
    throw new Error(`openapi.yaml has no ${mediaType} answer for ${method} ${path} ${status}`);
  return check(`${response.pointer}/content/${pointerSegment(mediaType)}/schema`, value);
}

/** Validates a request body of `method path` for a media type (JSON, or a form read into fields). */
export function checkRequestBody(
  method: string,
  path: string,
  value: unknown,
  mediaType = 'application/json',
): SchemaCheck {
  const base = `/paths/${pointerSegment(path)}/${method.toLowerCase()}`;
  const body = resolved(`${base}/requestBody`, openapi().document.paths[path]?.[method.toLowerCase()]?.requestBody);
  if (!(body.node.content as Record<string, unknown> | undefined)?.[mediaType])
    throw new Error(`openapi.yaml has no ${mediaType} request body for ${method} ${path}`);
  return check(`${body.pointer}/content/${pointerSegment(mediaType)}/schema`, value);
}
