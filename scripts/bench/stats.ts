/** The median (upper middle for an even count) of a non-empty list. */
export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
