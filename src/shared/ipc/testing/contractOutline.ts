// What `virtual:glossa/contract-outline` holds, computed at run time: vitest resolves the virtual module to
// this file (vitest.config.ts), so code that imports the outline runs in unit tests as it does when built.
import { contract } from '../../contract';
import { outlineOf } from '../define';

export default outlineOf(contract);
