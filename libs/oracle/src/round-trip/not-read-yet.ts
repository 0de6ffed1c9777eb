// The hand-written cards the compiler cannot read yet: the round trip allows them, and no other.
// The list may only shrink: a card the compiler reads whole must leave it (and its hand-written
// definition goes, its text is its definition).
export const NOT_READ_YET: readonly string[] = [
  'Invasion of Dominaria',
  'Lost Mine of Phandelver',
  'Tomb of Annihilation',
];
