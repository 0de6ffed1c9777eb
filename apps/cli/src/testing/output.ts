/** A stand-in for stdout or stderr that keeps what a command writes, for its spec to read. */
export function output(): { write(text: string): number; text(): string } {
  const chunks: string[] = [];
  return { write: (text: string) => chunks.push(text), text: () => chunks.join('') };
}
