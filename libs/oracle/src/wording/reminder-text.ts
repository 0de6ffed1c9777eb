// Reminder text (207.2): italic text in parentheses that explains a rule or an ability; it has no
// effect on the game, so the compiler reads a line without it.

/** The line without its reminder text (parenthesized) and the spaces around it. */
export function withoutReminderText(line: string): string {
  return line
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The rules text of a text: its lines without reminder text, those of reminder text only left out. */
export function rulesText(text: string): string {
  return text.split('\n').map(withoutReminderText).filter(Boolean).join('\n');
}

/** Whether the text has rules text beyond reminder text (dual lands print only "({T}: Add {U} or {B}.)"). */
export function hasRulesText(text: string | undefined): boolean {
  return !!text && rulesText(text) !== '';
}
