/**
 * Generated avatars: initials on a colour that depends on the GitHub handle.
 * Shared by the Node side (tests) and the theme, so it has no dependencies.
 */

/** Two letters from the name (first and second word), else the first two of the handle. */
export function initials(person: {handle: string; name?: string}): string {
  const words = (person.name ?? person.handle).split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** A stable hue per handle, so a person keeps their colour on every page. */
export function avatarHue(handle: string): number {
  let hash = 0;
  for (const char of handle.toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % 360;
}
