/**
 * Local avatars for the team page: initials on a colour picked from the
 * person's GitHub handle, so the page loads no remote images.
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = Array.from(words[0] ?? '?')[0] ?? '?';
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Dark enough for white text (contrast above 4.5:1): hue varies, lightness stays low. */
export function avatarColor(handle: string): string {
  let hash = 0;
  for (const char of handle.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 55% 30%)`;
}
