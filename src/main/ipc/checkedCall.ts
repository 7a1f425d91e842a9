// The contract's check of one call, shared by the router (calls from a window) and by main's own callers (the
// tray starts live captions): the request parsed by its schema (a ValidationError naming the fields when it does
// not fit), the handler run, the answer parsed by its schema. So a call from the tray is checked exactly as one
// from a window, and the service behind the handler receives a parsed request only.
import type { z } from 'zod';
import type { CallSpec, HandlerContext } from '../../shared/ipc/define';
import { ValidationError } from '../../shared/errors';
import { zodIssuesToFields } from '../../shared/ipc/zodIssues';

type AnyHandler = (request: unknown, ctx: HandlerContext) => Promise<unknown>;

export async function runChecked(
  spec: CallSpec,
  handler: AnyHandler,
  payload: unknown,
  ctx: HandlerContext,
): Promise<unknown> {
  const parsed = spec.request.safeParse(payload);
  if (!parsed.success) throw new ValidationError(zodIssuesToFields(parsed.error.issues));
  return spec.response.parse(await handler(parsed.data, ctx));
}

type CheckedArea<Area, Handlers> = {
  readonly [M in keyof Handlers & keyof Area]: Area[M] extends CallSpec<infer Req, infer Res>
    ? [z.input<Req>] extends [void | undefined]
      ? () => Promise<z.output<Res>>
      : (request: z.input<Req>) => Promise<z.output<Res>>
    : never;
};

/** One contract area's handlers as main's own code calls them: each call checked as a window's would be. */
export function checkedArea<Area extends Readonly<Record<string, unknown>>, H extends object>(
  area: Area,
  handlers: H,
): CheckedArea<Area, H> {
  const ctx: HandlerContext = { senderId: 0, signal: new AbortController().signal };
  const table = handlers as Record<string, AnyHandler>;
  return Object.fromEntries(
    Object.keys(handlers).map((method) => [
      method,
      (request: unknown) => runChecked(area[method] as CallSpec, table[method]!.bind(handlers), request, ctx),
    ]),
  ) as CheckedArea<Area, H>;
}
