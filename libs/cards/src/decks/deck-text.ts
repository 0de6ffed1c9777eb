// Decklists in their text form, one entry a line ("4 Lightning Bolt"), as players write and export
// them: the main deck, then a sideboard after a "Sideboard" line or on lines marked "SB:".
// Comments ("#", "//" at the start of a line) and blank lines are skipped; an Arena-style set and
// collector number after the name ("4 Lightning Bolt (M10) 146") is not part of the name.

/** A decklist read from its text: card names, one entry per card, in the order written. */
export interface DeckText {
  main: string[];
  sideboard: string[];
}

/** What is wrong with one line of a decklist, with its number (from 1). */
export interface DeckTextProblem {
  line: number;
  message: string;
}

/** The most copies one line may ask for, and the longest card name (the longest printed one is 141). */
const COUNT_MAX = 250;
const NAME_MAX = 141;

const SECTION = /^(deck|main|maindeck|mainboard|sideboard|sb)\s*:?\s*$/i;
const ENTRY = /^(?:(SB):\s*)?(\d+)\s*x?\s+(.+?)(?:\s+\([A-Za-z0-9]{2,6}\)(?:\s+\S+)?)?\s*$/i;

type LineReading =
  | { kind: 'skip' }
  | { kind: 'section'; sideboard: boolean }
  | { kind: 'entry'; sideboard: boolean; count: number; name: string }
  | { kind: 'problem'; message: string };

function readLine(raw: string): LineReading {
  const line = raw.trim();
  if (!line || line.startsWith('#') || line.startsWith('//')) return { kind: 'skip' };
  const section = SECTION.exec(line);
  if (section) return { kind: 'section', sideboard: /^s/i.test(section[1]!) };
  const entry = ENTRY.exec(line);
  if (!entry) return { kind: 'problem', message: `"${line}" is not "N Card Name"` };
  const count = Number(entry[2]);
  const name = entry[3]!;
  if (count < 1 || count > COUNT_MAX)
    return { kind: 'problem', message: `${count} copies: a line has 1 to ${COUNT_MAX}` };
  if (name.length > NAME_MAX)
    return { kind: 'problem', message: `a card name has at most ${NAME_MAX} characters` };
  return { kind: 'entry', sideboard: !!entry[1], count, name };
}

/** The decklist a text holds, or what is wrong with its lines (nothing is read then). */
export function parseDeckText(text: string): { deck: DeckText } | { problems: DeckTextProblem[] } {
  const deck: DeckText = { main: [], sideboard: [] };
  const problems: DeckTextProblem[] = [];
  let inSideboard = false;
  text.split(/\r?\n/).forEach((raw, i) => {
    const reading = readLine(raw);
    if (reading.kind === 'section') inSideboard = reading.sideboard;
    else if (reading.kind === 'problem') problems.push({ line: i + 1, message: reading.message });
    else if (reading.kind === 'entry') {
      const into = reading.sideboard || inSideboard ? deck.sideboard : deck.main;
      for (let n = 0; n < reading.count; n++) into.push(reading.name);
    }
  });
  return problems.length ? { problems } : { deck };
}

/** A decklist as text, one line per card name with its count, the sideboard after a "Sideboard" line. */
export function deckToText(deck: DeckText): string {
  const lines = (names: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
    return [...counts].map(([name, n]) => `${n} ${name}`);
  };
  const sideboard = deck.sideboard.length ? ['', 'Sideboard', ...lines(deck.sideboard)] : [];
  return [...lines(deck.main), ...sideboard].join('\n') + '\n';
}
