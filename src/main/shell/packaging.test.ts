// The packaging config is valid for electron-builder and switches off what an attacker could use.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import Ajv from 'ajv';

const root = join(__dirname, '../../..');
const config = load(readFileSync(join(root, 'build/electron-builder.yml'), 'utf8')) as Record<string, unknown>;

describe('the packaged app', () => {
  it('has a config that electron-builder accepts', () => {
    const scheme = JSON.parse(readFileSync(join(root, 'node_modules/app-builder-lib/scheme.json'), 'utf8')) as object;
    const validate = new Ajv({ allErrors: true, schemaId: 'auto', unknownFormats: 'ignore' } as never).compile(scheme);
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
  });

  it('cannot run as Node, take NODE_OPTIONS or inspector arguments, and checks its asar', () => {
    expect(config['electronFuses']).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
    expect(config['asar']).toBe(true);
  });
});
