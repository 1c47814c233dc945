/**
 * Applies the generated colours of a mode to the page (inline CSS variables on
 * <html>), or removes them when nothing is stored. Shared by the ColorGenerator
 * and the ColorModeToggle wrapper, which must re-apply them on mode switches
 * because inline variables would otherwise override the other mode's CSS.
 */
import {computeShades, cssVariables, parseStoredColors, storageKey, type Mode, type StoredColors} from './colors';

export function readStoredColors(mode: Mode): StoredColors | null {
  try {
    return parseStoredColors(window.sessionStorage.getItem(storageKey(mode)));
  } catch {
    return null; // storage disabled (privacy mode): the preview simply does not persist
  }
}

export function writeStoredColors(mode: Mode, colors: StoredColors): void {
  try {
    window.sessionStorage.setItem(storageKey(mode), JSON.stringify(colors));
  } catch {
    // ignore: see readStoredColors
  }
}

export function clearStoredColors(mode: Mode): void {
  try {
    window.sessionStorage.removeItem(storageKey(mode));
  } catch {
    // ignore
  }
}

let appliedVariables: string[] = [];

export function applyColors(colors: StoredColors | null): void {
  const style = document.documentElement.style;
  appliedVariables.forEach((name) => style.removeProperty(name));
  appliedVariables = [];
  if (!colors) return;
  const variables = cssVariables(computeShades(colors.primary, colors.adjustments), colors.background);
  Object.entries(variables).forEach(([name, value]) => style.setProperty(name, value));
  appliedVariables = Object.keys(variables);
}

export function applyStoredColors(mode: Mode): void {
  applyColors(readStoredColors(mode));
}
