// Lookup tables keyed by words read from an outline. A plain object literal inherits Object.prototype, so a word
// such as "constructor" or "toString" would find a function where the table has no entry (an outline naming a
// "Quiz constructor" came back unread); these tables have no prototype, so only their own entries are keys.

/** The entries, in a frozen object without a prototype. */
export function wordTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
