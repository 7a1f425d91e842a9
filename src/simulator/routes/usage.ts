// GET /v2/usage: the spec refers to a usage endpoint (its `character_count` sums text translation and text
// improvement characters) without giving its path or shape; the simulator serves the usual one.
import { json } from '../http/exchange';
import type { SimulatorModule } from '../context';

export const usageRoutes: SimulatorModule = ({ routes, accounts }) => {
  routes.add({
    method: 'GET',
    path: '/v2/usage',
    access: 'key',
    handle: (exchange) => json(200, { character_count: accounts.usedBy(exchange.caller.key), character_limit: accounts.limitOf(exchange.caller.key) }),
  });
};
