/** The shape of a catalogue: the Hungarian one defines it, every other locale must match it key for key. */
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
