// The lazy stand-ins for Web Requests and Responses (lib/local/node-request.ts, lib/http/response-body.ts)
// answer their few hot members themselves and hand every other member of the real class to a
// real instance, built on first use. They inherit from the real prototype, so `instanceof`
// holds; its own getters cannot run on them (they check internal slots), hence this table.

/** Makes `lazy` (a class prototype) inherit from `real`, and defines every member of `real` it lacks as a call on `realOf(this)`. */
export function delegateTheRest<T extends object>(lazy: object, real: T, realOf: (self: never) => T): void {
  const own = new Set<PropertyKey>(Reflect.ownKeys(lazy));
  for (const key of Reflect.ownKeys(real)) {
    if (own.has(key) || key === 'constructor' || key === Symbol.toStringTag) continue;
    const descriptor = Object.getOwnPropertyDescriptor(real, key)!;
    if (typeof descriptor.value === 'function') {
      const method = descriptor.value as (...args: unknown[]) => unknown;
      Object.defineProperty(lazy, key, {
        value: function (this: never, ...args: unknown[]) {
          return method.apply(realOf(this), args);
        },
        writable: true,
        configurable: true,
      });
    } else if (descriptor.get) {
      const get = descriptor.get;
      Object.defineProperty(lazy, key, {
        get: function (this: never) {
          return get.call(realOf(this));
        },
        enumerable: descriptor.enumerable ?? false,
        configurable: true,
      });
    }
  }
  Object.setPrototypeOf(lazy, real);
}
