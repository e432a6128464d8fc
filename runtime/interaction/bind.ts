import type { CommandCatalog } from './command-catalog.js';
import type { ManifestRow } from './command.js';
import { InteractionDefinitionError } from './definition-error.js';

/**
 * One local handler per command id; the parsed result and the caller's context go in. A mapped type
 * rather than Record, so TypeScript infers Context and Output from the handlers themselves.
 */
export type InteractionHandlers<Id extends string, Parsed, Context, Output> = {
  readonly [K in Id]: (value: Parsed, context: Context) => Output;
};

/** What bind needs of a protocol: its manifest, and a receive that keeps the id apart from the result. */
export interface BindableProtocol<Value extends object, Parsed, Args extends unknown[], Id extends string> {
  readonly commands: Pick<CommandCatalog<Value, Parsed, Args, Id>, 'manifest'>;
  receive(value: Value, ...args: Args): { id: Id; result: Parsed };
}

export type BoundInteraction<Value extends object, Args extends unknown[], Context, Output> = Readonly<{
  catalog: readonly ManifestRow[];
  dispatch(value: Value, context: Context, ...args: Args): Output;
}>;

/** Any protocol bind accepts; its own types are read back from its receive (below). */
type AnyBindable = BindableProtocol<never, unknown, never[], string>;

type ReceivedOf<P extends AnyBindable> = ReturnType<P['receive']>;

/** What command `K`'s handler receives: the result receive pairs with that id (every id's, for a protocol typed by one Result). */
export type HandlerValue<P extends AnyBindable, K extends string> =
  ReceivedOf<P> extends infer R
    ? R extends { readonly id: infer I; readonly result: infer Out }
      ? K extends I
        ? Out
        : never
      : never
    : never;

/** One handler per command id of `P`, each receiving its own command's result. */
export type ProtocolHandlers<P extends AnyBindable, Context, Output> = HandlerTable<
  P,
  ReceivedOf<P>['id'],
  Context,
  Output
>;

/**
 * The handler table keyed by `Id`. bind takes `Id` as a type parameter of its own, inferred from the
 * protocol's receive: TypeScript infers nothing (`Output` included) from a handler table whose keys
 * are computed from another type parameter, only from one keyed by a type parameter.
 */
type HandlerTable<P extends AnyBindable, Id extends string, Context, Output> = {
  readonly [K in Id]: (value: HandlerValue<P, K>, context: Context) => Output;
};

/** What bind reads of P to name `Id`: the ids its receive returns. */
interface ReceivingIds<Id extends string> {
  receive(value: never, ...args: never[]): { readonly id: Id };
}

type InputOf<P extends AnyBindable> = P['receive'] extends (value: infer V, ...args: never[]) => unknown
  ? V extends object
    ? V
    : never
  : never;

type ArgsOf<P extends AnyBindable> = P['receive'] extends (value: never, ...args: infer A) => unknown ? A : never;

/** P's receive as dispatch calls it: with P's own input and arguments. */
interface Receiver<P extends AnyBindable> {
  receive(value: InputOf<P>, ...args: ArgsOf<P>): { id: string; result: unknown };
}

/**
 * Binds every registered command to a local handler. The handler table is fixed here — copied, so a
 * later change to the object passed in changes nothing — and must match the manifest exactly: a
 * missing handler is a compile-time error (handlers are keyed by the protocol's ids) and a runtime
 * InteractionDefinitionError, and so is a handler for an id the protocol does not register, since
 * only the host decides what can run.
 */
export function bind<P extends AnyBindable, Id extends string, Context, Output>(
  protocol: P & ReceivingIds<Id>,
  handlers: HandlerTable<P, Id, Context, Output>,
): BoundInteraction<InputOf<P>, ArgsOf<P>, Context, Output> {
  const catalog = protocol.commands.manifest();
  // Dispatch reaches a handler only with the result receive paired with its id, as its type says.
  const table = new Map<string, (value: unknown, context: Context) => Output>();
  for (const { id } of catalog) {
    const handler = Object.hasOwn(handlers, id) ? (handlers as Record<string, unknown>)[id] : undefined;
    if (typeof handler !== 'function') throw new InteractionDefinitionError('handler', 'no handler is bound to it', id);
    table.set(id, handler as (value: unknown, context: Context) => Output);
  }
  for (const id of Object.keys(handlers)) {
    if (!table.has(id))
      throw new InteractionDefinitionError(
        'handler',
        'a handler is given for a command the protocol does not register',
        id,
      );
  }
  return Object.freeze({
    catalog,
    dispatch(value: InputOf<P>, context: Context, ...args: ArgsOf<P>): Output {
      const { id, result } = (protocol as unknown as Receiver<P>).receive(value, ...args);
      const handler = table.get(id);
      // Only a protocol object whose receive disagrees with its own manifest gets here.
      if (handler === undefined)
        throw new InteractionDefinitionError(
          'handler',
          'the protocol received a command missing from its manifest',
          id,
        );
      return handler(result, context);
    },
  });
}
