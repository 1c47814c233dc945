import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
// Its code is made in the browser, so the browser highlights it (see src/plugins/code-highlighting).
import '@site/src/plugins/code-highlighting/providePrismContent';
import {useColorMode} from '@docusaurus/theme-common';
import {
  DEFAULT_COLORS,
  DEFAULT_SHADES,
  computeShades,
  contrastRatio,
  generateCss,
  normalizeHex,
  wcagRating,
  type Mode,
  type StoredColors,
} from './colors';
import {applyColors, clearStoredColors, readStoredColors, writeStoredColors} from './preview';
import styles from './styles.module.css';

/**
 * Interactive generator of the Infima primary colour shades. Edits apply to the
 * page at once (inline CSS variables) and are kept per colour mode in
 * sessionStorage, so the preview survives reloads and mode switches.
 */
export default function ColorGenerator(): ReactNode {
  const {colorMode, setColorMode} = useColorMode();
  const [colors, setColors] = useState<StoredColors>(DEFAULT_COLORS[colorMode]);
  const [primaryInput, setPrimaryInput] = useState(colors.primary);
  const [backgroundInput, setBackgroundInput] = useState(colors.background);
  // Until the stored values are read, do not write the defaults over them.
  const [loadedMode, setLoadedMode] = useState<Mode | null>(null);

  useEffect(() => {
    const stored = readStoredColors(colorMode) ?? DEFAULT_COLORS[colorMode];
    setColors(stored);
    setPrimaryInput(stored.primary);
    setBackgroundInput(stored.background);
    setLoadedMode(colorMode);
  }, [colorMode]);

  useEffect(() => {
    if (loadedMode !== colorMode) return;
    applyColors(colors);
    writeStoredColors(colorMode, colors);
  }, [colors, colorMode, loadedMode]);

  const shades = useMemo(() => computeShades(colors.primary, colors.adjustments), [colors]);
  const css = generateCss(colorMode, shades, colors.background);

  const updatePrimary = (value: string) => {
    setPrimaryInput(value);
    const hex = normalizeHex(value);
    if (hex) setColors((c) => ({...c, primary: hex}));
  };
  const updateBackground = (value: string) => {
    setBackgroundInput(value);
    const hex = normalizeHex(value);
    if (hex) setColors((c) => ({...c, background: hex}));
  };
  const updateAdjustment = (index: number, value: string) => {
    const parsed = Number(value);
    if (value.trim() === '' || !Number.isFinite(parsed)) return;
    setColors((c) => ({...c, adjustments: c.adjustments.map((a, i) => (i === index ? parsed : a))}));
  };
  const reset = () => {
    clearStoredColors(colorMode);
    const defaults = DEFAULT_COLORS[colorMode];
    setColors(defaults);
    setPrimaryInput(defaults.primary);
    setBackgroundInput(defaults.background);
  };

  const otherMode: Mode = colorMode === 'dark' ? 'light' : 'dark';

  return (
    <div className={styles.generator} data-testid="color-generator">
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>Primary colour</span>
          <span className={styles.inputs}>
            <input
              type="text"
              aria-label="Primary colour (hex)"
              value={primaryInput}
              spellCheck={false}
              onChange={(e) => updatePrimary(e.target.value)}
              aria-invalid={normalizeHex(primaryInput) === null}
            />
            <input
              type="color"
              aria-label="Pick the primary colour"
              value={colors.primary}
              onChange={(e) => updatePrimary(e.target.value)}
            />
          </span>
        </label>
        <label className={styles.field}>
          <span>Background colour</span>
          <span className={styles.inputs}>
            <input
              type="text"
              aria-label="Background colour (hex)"
              value={backgroundInput}
              spellCheck={false}
              onChange={(e) => updateBackground(e.target.value)}
              aria-invalid={normalizeHex(backgroundInput) === null}
            />
            <input
              type="color"
              aria-label="Pick the background colour"
              value={colors.background}
              onChange={(e) => updateBackground(e.target.value)}
            />
          </span>
        </label>
        <div className={styles.buttons}>
          <button type="button" className="button button--secondary button--sm" onClick={() => setColorMode(otherMode)}>
            Edit {otherMode} mode
          </button>
          <button type="button" className="button button--outline button--secondary button--sm" onClick={reset}>
            Reset {colorMode} mode
          </button>
        </div>
      </div>
      <p className={styles.status}>
        Editing the <strong data-testid="color-generator-mode">{colorMode}</strong> mode colours.
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>CSS variable</th>
            <th>Lightness adjustment</th>
            <th>Hex</th>
            <th>Contrast with background</th>
          </tr>
        </thead>
        <tbody>
          {shades.map((shade, index) => {
            const ratio = contrastRatio(shade.hex, colors.background);
            const rating = wcagRating(ratio);
            return (
              <tr key={shade.variable}>
                <td>
                  <code>{shade.variable}</code>
                </td>
                <td>
                  {index === 0 ? (
                    '0 (base)'
                  ) : (
                    <input
                      type="number"
                      step={0.05}
                      min={-1}
                      max={1}
                      className={styles.adjustment}
                      aria-label={`Adjustment of ${shade.variable}`}
                      defaultValue={colors.adjustments[index] ?? DEFAULT_SHADES[index]!.adjustment}
                      key={`${colorMode}-${colors.adjustments[index]}`}
                      onBlur={(e) => updateAdjustment(index, e.target.value)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') updateAdjustment(index, e.currentTarget.value);
                      }}
                    />
                  )}
                </td>
                <td>
                  <span className={styles.swatch} style={{backgroundColor: shade.hex}} aria-hidden="true" />
                  <code>{shade.hex}</code>
                </td>
                <td>
                  <span className={styles[`rating${rating}`]}>
                    {ratio.toFixed(2)}:1 {rating}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <CodeBlock language="css" title="src/css/custom.css">
        {css}
      </CodeBlock>
    </div>
  );
}
