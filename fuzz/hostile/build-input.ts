import { ACCESSOR_KINDS, defineOwn, Hostile } from './hostile.ts';
import { probes, proxyTargets } from './probes.ts';

class Payload {}
class Items extends Array<unknown> {}

/** Forwards every trap to the target, counting the ones that would change it. */
const forwarding: ProxyHandler<object> = {
  set: (target, key, value, receiver) => (probes.mutatingTraps++, Reflect.set(target, key, value, receiver)),
  defineProperty: (target, key, descriptor) => (
    probes.mutatingTraps++,
    Reflect.defineProperty(target, key, descriptor)
  ),
  deleteProperty: (target, key) => (probes.mutatingTraps++, Reflect.deleteProperty(target, key)),
  setPrototypeOf: (target, prototype) => (probes.mutatingTraps++, Reflect.setPrototypeOf(target, prototype)),
  preventExtensions: (target) => (probes.mutatingTraps++, Reflect.preventExtensions(target)),
};

/** The traps a reader of an object or array can run; a throwing-proxy throws from the one its size picks. */
export const READ_TRAPS = ['getPrototypeOf', 'ownKeys', 'getOwnPropertyDescriptor', 'get', 'has'] as const;

function throwingHandler(trap: (typeof READ_TRAPS)[number]): ProxyHandler<object> {
  return {
    ...forwarding,
    [trap]: () => {
      throw new Error(`hostile ${trap} trap`);
    },
  };
}

/** A fresh input from a description: plain parts copied, Hostile nodes made real (see hostile.ts). */
export function buildInput(description: unknown): unknown {
  if (description instanceof Hostile) return buildHostile(description);
  if (typeof description !== 'object' || description === null) return description;
  const out: object = Array.isArray(description) ? [] : {};
  copyMembers(description, out);
  return out;
}

/** Builds each member of `from` onto `to`: accessor kinds become accessors, the rest own data properties. */
function copyMembers(from: object, to: object): void {
  for (const key of Object.keys(from)) {
    const member: unknown = (from as Record<string, unknown>)[key];
    if (member instanceof Hostile && ACCESSOR_KINDS.has(member.kind)) defineAccessor(to, key, member);
    else defineOwn(to, key, buildInput(member));
  }
}

function defineAccessor(target: object, key: string, accessor: Hostile): void {
  const value = buildInput(accessor.child);
  const get = () => {
    probes.getterCalls++;
    if (accessor.kind === 'throwing-getter') throw new Error('hostile getter');
    return value;
  };
  const descriptor: PropertyDescriptor = accessor.kind === 'setter-only' ? { set: () => {} } : { get };
  Object.defineProperty(target, key, { ...descriptor, enumerable: true, configurable: true });
}

/** The child description as a container: an object unless it is an array. */
/** Whether members can be added to `out`: not when it is frozen, sealed, or a Proxy that is revoked or whose trap throws. */
function canExtend(out: object): boolean {
  try {
    return Object.isExtensible(out);
  } catch {
    return false;
  }
}

function container(child: unknown): object {
  const built = buildInput(child);
  return typeof built === 'object' && built !== null ? built : { value: built };
}

function buildHostile(node: Hostile): unknown {
  switch (node.kind) {
    case 'class-instance':
    case 'null-prototype': {
      const out: object = node.kind === 'class-instance' ? new Payload() : Object.create(null);
      if (typeof node.child === 'object' && node.child !== null) copyMembers(node.child, out);
      return out;
    }
    case 'array-subclass': {
      const out = new Items();
      if (Array.isArray(node.child)) copyMembers(node.child, out);
      return out;
    }
    case 'frozen':
    case 'sealed': {
      const out = container(node.child);
      // A typed array with elements cannot be frozen or sealed, nor can a Proxy whose traps throw or refuse
      // (one over a typed array, one revoked): such a value stays as it is.
      if (ArrayBuffer.isView(out) || !canExtend(out)) return out;
      try {
        return node.kind === 'frozen' ? Object.freeze(out) : Object.seal(out);
      } catch {
        return out;
      }
    }
    case 'proxy':
    case 'throwing-proxy':
    case 'revoked-proxy': {
      const target = container(node.child);
      let proxy: object;
      if (node.kind === 'revoked-proxy') {
        const revocable = Proxy.revocable(target, forwarding);
        revocable.revoke();
        proxy = revocable.proxy;
      } else {
        proxy = new Proxy(
          target,
          node.kind === 'proxy' ? forwarding : throwingHandler(READ_TRAPS[node.size % READ_TRAPS.length]!),
        );
      }
      proxyTargets.set(proxy, target);
      return proxy;
    }
    case 'sparse': {
      const out = Array.isArray(node.child) ? (buildInput(node.child) as unknown[]) : [1, 2, 3];
      if (out.length === 0) out.length = 2;
      else delete out[node.size % out.length];
      return out;
    }
    case 'symbol-key': {
      const out = container(node.child);
      // A frozen or sealed child takes no new member: it stays as it is.
      if (!canExtend(out)) return out;
      defineOwn(out, Symbol('hostile'), 'symbol-keyed');
      return out;
    }
    case 'non-enumerable': {
      const out = container(node.child);
      if (!canExtend(out)) return out;
      Object.defineProperty(out, 'hidden', {
        value: 'not enumerable',
        enumerable: false,
        writable: true,
        configurable: true,
      });
      return out;
    }
    case 'cycle': {
      const out = container(node.child);
      if (!canExtend(out)) return out;
      if (Array.isArray(out)) out.push(out);
      else defineOwn(out, 'self', out);
      return out;
    }
    case 'date':
      return new Date(0);
    case 'map':
      return new Map([['key', 'value']]);
    case 'regexp':
      return /hostile/g;
    case 'boxed-string':
      return new String('boxed');
    case 'typed-array':
      return new Uint8Array([1, 2, 3]);
    case 'bigint':
      return 10n ** 20n;
    case 'undefined':
      return undefined;
    case 'function':
      return () => 'a function';
    case 'symbol':
      return Symbol('a symbol value');
    case 'deep-array':
    case 'deep-object': {
      // Built in a loop: 100,000 levels would overflow a recursive builder.
      let value = buildInput(node.child);
      for (let level = 0; level < node.size; level++) {
        if (node.kind === 'deep-array') value = [value];
        else {
          const wrapper = {};
          defineOwn(wrapper, 'nested', value);
          value = wrapper;
        }
      }
      return value;
    }
    case 'huge-array':
      return Array.from({ length: node.size }, () => buildInput(node.child));
    case 'shared': {
      let value = buildInput(node.child);
      for (let level = 0; level < node.size; level++) {
        const pair = {};
        defineOwn(pair, 'l', value);
        defineOwn(pair, 'r', value);
        value = pair;
      }
      return value;
    }
    case 'repeat-string':
      return node.unit.repeat(node.size) + (typeof node.child === 'string' ? node.child : '');
    case 'getter':
    case 'throwing-getter':
    case 'setter-only':
      // Not in a member position (the root): the value the getter would have returned.
      return buildInput(node.child);
  }
}

/** Whether a description builds plain JSON: no hostile node but size ones (sharing included: JSON cannot tell), and finite numbers only. */
export function isPlainJsonDescription(description: unknown): boolean {
  const stack: unknown[] = [description];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node instanceof Hostile) {
      if (!['deep-array', 'deep-object', 'huge-array', 'repeat-string', 'shared'].includes(node.kind)) return false;
      stack.push(node.child);
    } else if (typeof node === 'number') {
      if (!Number.isFinite(node)) return false;
    } else if (typeof node === 'object' && node !== null) {
      if (Object.keys(node).includes('__proto__')) return false;
      stack.push(...Object.values(node));
    } else if (node !== null && node !== undefined && typeof node !== 'string' && typeof node !== 'boolean') {
      return false;
    }
  }
  return true;
}
