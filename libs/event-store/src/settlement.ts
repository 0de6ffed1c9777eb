/** A promise with its resolver: settled from outside, once. */
export interface Settlement {
  promise: Promise<void>;
  settle(): void;
}

export function settlement(): Settlement {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => (settle = resolve));
  return { promise, settle };
}
